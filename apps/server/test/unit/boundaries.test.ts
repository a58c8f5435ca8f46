import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of ARCHITECTURE.md are enforced by `npm run lint`, which runs `lint:boundaries`
 * (dependency-cruiser with .dependency-cruiser.cjs). This runs that very command on a small tree that
 * crosses every boundary once (a module import, an import back up the server's module layers, a circle
 * of imports…), next to imports that are allowed, and on the real tree.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;

/** `lint:boundaries` as written in package.json, run in `cwd` with the repository's checker and config. */
function checkBoundaries(cwd: string, extraArgs: string[] = []) {
  const [command, ...args] = (scripts['lint:boundaries'] ?? '').split(' ');
  expect(command).toBe('depcruise');
  const resolved = args.map((arg) => (arg.endsWith('.dependency-cruiser.cjs') ? join(root, arg) : arg));
  const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const result = spawnSync(process.execPath, [bin, ...resolved, ...extraArgs], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

/** Each fixture file imports one thing; `rule` is the boundary it crosses, or null when the import is allowed. */
const FIXTURES: { file: string; imports: string; rule: string | null }[] = [
  // Server modules: another module only through its index.ts; own files directly.
  { file: 'apps/server/src/modules/admin/cross.ts', imports: '../stores/inner.js', rule: 'server-module-face' },
  {
    file: 'apps/server/src/modules/admin/roundabout.ts',
    imports: '../../modules/stores/inner.js',
    rule: 'server-module-face',
  },
  { file: 'apps/server/src/modules/admin/face.ts', imports: '../stores/index.js', rule: null },
  { file: 'apps/server/src/modules/admin/own.ts', imports: './inner.js', rule: null },
  // app.ts, cli/ and seed/ use the faces too.
  { file: 'apps/server/src/app.ts', imports: './modules/stores/inner.js', rule: 'server-root-uses-faces' },
  { file: 'apps/server/src/cli/tool.ts', imports: '../modules/stores/index.js', rule: null },
  // platform/ and db/ never import a module, not even its face.
  {
    file: 'apps/server/src/platform/outbox.ts',
    imports: '../modules/stores/index.js',
    rule: 'server-platform-no-modules',
  },
  { file: 'apps/server/src/db/schema.ts', imports: '../modules/stores/index.js', rule: 'server-platform-no-modules' },
  { file: 'apps/server/src/platform/cache.ts', imports: '../db/client.js', rule: null },
  // Server modules import only modules of lower layers (SERVER_LAYERS): admin is the top, stores the base.
  { file: 'apps/server/src/modules/stores/upward.ts', imports: '../admin/index.js', rule: 'server-module-layers' },
  {
    file: 'apps/server/src/modules/reservations/sideways.ts',
    imports: '../reservations-peer/index.js',
    rule: 'server-module-unlayered',
  },
  { file: 'apps/server/src/modules/waitlist/peer.ts', imports: '../reviews/index.js', rule: 'server-module-layers' },
  { file: 'apps/server/src/modules/waitlist/down.ts', imports: '../reservations/index.js', rule: null },
  // No circle of imports, in the server or the web app: a circle is reported once, from its first file.
  { file: 'apps/server/src/platform/ring-a.ts', imports: './ring-b.js', rule: 'no-circular' },
  { file: 'apps/server/src/platform/ring-b.ts', imports: './ring-a.js', rule: null },
  { file: 'apps/web/src/shared/lib/ring-a.ts', imports: './ring-b', rule: 'no-circular' },
  { file: 'apps/web/src/shared/lib/ring-b.ts', imports: './ring-a', rule: null },
  // Web features never import each other; shared/ never imports a feature; app/ composes features.
  { file: 'apps/web/src/features/one/page.tsx', imports: '../two/widget', rule: 'web-feature-isolation' },
  { file: 'apps/web/src/features/one/deep/part.tsx', imports: '../../two/widget', rule: 'web-feature-isolation' },
  { file: 'apps/web/src/features/one/shared-use.tsx', imports: '../../shared/ui/button', rule: null },
  { file: 'apps/web/src/features/one/own.tsx', imports: './deep/part', rule: null },
  { file: 'apps/web/src/shared/lib/hook.ts', imports: '../../features/two/widget', rule: 'web-shared-no-features' },
  { file: 'apps/web/src/app/pages/both.tsx', imports: '../../features/two/widget', rule: null },
];

/** Files the fixtures import, which import nothing themselves. */
const TARGETS = [
  'apps/server/src/modules/admin/inner.ts',
  'apps/server/src/modules/admin/index.ts',
  'apps/server/src/modules/stores/inner.ts',
  'apps/server/src/modules/stores/index.ts',
  'apps/server/src/modules/reservations/index.ts',
  'apps/server/src/modules/reservations-peer/index.ts',
  'apps/server/src/modules/reviews/index.ts',
  'apps/server/src/db/client.ts',
  'apps/web/src/features/two/widget.tsx',
  'apps/web/src/shared/ui/button.tsx',
];

interface CruiseResult {
  modules: { source: string; dependencies: { resolved: string; couldNotResolve: boolean }[] }[];
}

describe('import boundaries', () => {
  let tree: string;

  beforeAll(() => {
    tree = mkdtempSync(join(tmpdir(), 'siktak-boundaries-'));
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(tree, file)), { recursive: true });
      writeFileSync(join(tree, file), text);
    };
    for (const file of TARGETS) write(file, 'export const value = 1;\n');
    for (const { file, imports } of FIXTURES) write(file, `export { value } from '${imports}';\n`);
  });

  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('lint runs the boundary check', () => {
    expect(scripts.lint).toContain('npm run lint:boundaries');
  });

  it('fails on a tree that crosses each boundary, naming the rule of every crossing and only those', () => {
    const result = checkBoundaries(tree);
    expect(result.status, result.output).not.toBe(0);
    // The lines the lint step prints: `error <rule>: <from> → <to>`, or for a circle `error no-circular:
    // <from> →` followed by the rest of the circle, a file a line.
    const found = [...result.stdout.matchAll(/^\s*(\w+) ([\w-]+): (\S+) →(?: \S+)?\s*$/gm)].map((m) => ({
      file: String(m[3]),
      rule: String(m[2]),
      severity: String(m[1]),
    }));
    const expected = FIXTURES.filter((f) => f.rule).map((f) => ({ file: f.file, rule: f.rule, severity: 'error' }));
    const byFile = (a: { file: string }, b: { file: string }) => a.file.localeCompare(b.file);
    expect(found.sort(byFile)).toEqual(expected.sort(byFile));
  });

  it('resolves every fixture import, so the allowed ones pass on their merits', () => {
    const result = checkBoundaries(tree, ['--output-type', 'json']);
    const modules = (JSON.parse(result.stdout) as CruiseResult).modules;
    const fixtures = modules.filter((m) => FIXTURES.some((f) => f.file === m.source));
    expect(fixtures).toHaveLength(FIXTURES.length);
    for (const fixture of fixtures) {
      expect(fixture.dependencies.map((d) => d.couldNotResolve)).toEqual([false]);
    }
  });

  it('gives every server module a layer, so the layer rules see all of them', () => {
    const config = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs')) as {
      forbidden: { name: string; from: { path: string } }[];
    };
    const layers = config.forbidden.filter((rule) => rule.name === 'server-module-layers');
    expect(layers.length).toBeGreaterThan(1);
    const modules = readdirSync(join(root, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const unlayered = modules.filter(
      (name) => !layers.some((rule) => new RegExp(rule.from.path).test(`apps/server/src/modules/${name}/index.ts`)),
    );
    expect(unlayered).toEqual([]);
  });

  it('passes on the real tree', () => {
    const result = checkBoundaries(root);
    expect(result.output).toContain('no dependency violations found');
    expect(result.status, result.output).toBe(0);
  });
});
