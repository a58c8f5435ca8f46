import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A client's own `X-Request-Id` that is kept: short, and nothing a log line or a header could trip on. */
const CLIENT_ID = /^[\w.-]{1,100}$/;

/**
 * Fastify's `genReqId`: the client's `X-Request-Id` when it is a plausible id, else this process's
 * random prefix and a counter (`k3x9qa-1z`). Unique across processes and restarts with the odds of
 * a 31-bit prefix, which is all a log correlation needs; a random UUID per request cost ~3 % of a
 * cached read's instructions (its generation, and a value of 36 characters for Node's header check),
 * and ids under 13 characters (the first 60 million of a process) are flat strings V8 checks at once.
 */
export function requestIds(): (request: IncomingMessage) => string {
  const prefix = `${randomInt(36 ** 5, 36 ** 6).toString(36)}-`;
  let count = 0;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && CLIENT_ID.test(incoming) ? incoming : prefix + (++count).toString(36);
  };
}
