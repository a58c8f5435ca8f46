import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from '../../src/platform/request-logger.js';

/**
 * A real pino logger at `level` writing JSON lines into `lines`, and the same logger seen through a
 * proxy that counts the children made of it (pino's children inherit from their parent, so the count
 * is kept off the logger itself).
 */
function parentAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  let children = 0;
  const counted = new Proxy(logger, {
    get(target, property) {
      if (property !== 'child') return Reflect.get(target, property, target);
      return (...args: Parameters<typeof logger.child>) => {
        children++;
        return target.child(...args);
      };
    },
  });
  return { logger: counted, lines, children: () => children };
}

describe("a request's logger", () => {
  it('is made on the first line at an enabled level, once, with the request bindings', () => {
    const parent = parentAt('warn');
    const log = lazyRequestLogger(parent.logger, { reqId: 'r1' }, {});
    log.info('quiet');
    log.debug({ detail: 1 }, 'quieter');
    log.trace('quietest');
    expect(parent.children()).toBe(0);
    expect(parent.lines).toEqual([]);

    log.warn({ storeNo: 7 }, 'careful');
    log.error('failed');
    log.info('still quiet');
    expect(parent.children()).toBe(1);
    expect(parent.lines).toEqual([
      expect.objectContaining({ reqId: 'r1', level: 40, storeNo: 7, msg: 'careful' }),
      expect.objectContaining({ reqId: 'r1', level: 50, msg: 'failed' }),
    ]);
  });

  it("follows its parent's level until it is given its own; a child of it keeps both bindings", () => {
    const parent = parentAt('warn');
    const log = lazyRequestLogger(parent.logger, { reqId: 'r2' }, {});
    expect(log.level).toBe('warn');
    parent.logger.level = 'info';
    expect(log.level).toBe('info');
    log.info('now heard');
    log.child({ step: 2 }).warn('inner');
    log.level = 'error';
    log.warn('not heard');
    expect(parent.logger.level).toBe('info');
    expect(parent.lines).toEqual([
      expect.objectContaining({ reqId: 'r2', level: 30, msg: 'now heard' }),
      expect.objectContaining({ reqId: 'r2', step: 2, level: 40, msg: 'inner' }),
    ]);
  });

  it("is pino's own child at once for a route with a level of its own", () => {
    const parent = parentAt('warn');
    const log = lazyRequestLogger(parent.logger, { reqId: 'r3' }, { level: 'debug' });
    expect(parent.children()).toBe(1);
    log.debug('heard at the route level');
    expect(parent.lines).toEqual([expect.objectContaining({ reqId: 'r3', level: 20 })]);
  });
});
