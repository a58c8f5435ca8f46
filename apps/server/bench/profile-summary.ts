/**
 * Where the self time of a V8 .cpuprofile goes, by package (node_modules/<pkg>), by server source file
 * (apps/server/src/<file>, read from dist) and by area (auth, validation, pg, logging, …), so profiles of
 * `npm run bench:profile` can be summarised the same way every time.
 * CLI: `tsx bench/profile-summary.ts <file.cpuprofile> [requests]` prints the tables.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** V8's pseudo-frames, kept as their own group. */
const PSEUDO = new Set(['(garbage collector)', '(idle)', '(program)', '(root)']);

/** The group of a frame with a script: `pkg`, `server:<file>`, `contract:<file>` or `node:<module>`. */
export function groupOf(url: string): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) {
    const [scope, name] = path.slice(inModules + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? path);
  }
  const server = /\/apps\/server\/(?:dist|src)\/(.+)\.[jt]s$/.exec(path);
  if (server) return `server:${server[1]}`;
  const contract = /\/packages\/contract\/(?:dist|src)\/(.+)\.[jt]s$/.exec(path);
  if (contract) return `contract:${contract[1]}`;
  if (path.startsWith('node:')) return `node:${path.replace(/^node:(internal\/)?/, '').split('/')[0]}`;
  return path;
}

/** The areas of issue 14 item 1, from a group. */
const AREAS: [string, RegExp][] = [
  ['auth / JWT verify', /^(jose|server:platform\/(access-token|auth-guard))$/],
  ['zod validation', /^(zod|fastify-type-provider-zod|contract:.*)$/],
  ['ORM (drizzle: query building, row mapping)', /^drizzle-orm$/],
  ['pg driver and pool (incl. its socket I/O)', /^(pg|pg-pool|pg-protocol|pg-types|postgres-.*)$/],
  ['argon2', /^@node-rs\/argon2.*$/],
  ['logging (pino)', /^(pino|pino-std-serializers|sonic-boom|thread-stream)$/],
  ['compression', /^(@fastify\/compress|node:zlib|minipass.*|peek-stream|pumpify)$/],
  ['security headers (helmet)', /^(helmet|@fastify\/helmet)$/],
  ['metrics (prom-client)', /^(prom-client|server:platform\/metrics|tdigest|bintrees)$/],
  [
    'Fastify: routing, hooks, serialisation, writing answers',
    /^(fastify|find-my-way|avvio|light-my-request|fast-json-stringify|@fastify\/.*)$/,
  ],
  ['node http / net (not called by a package)', /^node:(_http_.*|http|net|stream_base_commons|streams|stream)$/],
  ['mail (dev outbox)', /^(nodemailer|server:platform\/mailer|server:modules\/reservations\/mails|node:fs)$/],
  ['server code (other)', /^server:/],
  ['node core (other: events, ticks, buffers, crypto…)', /^node:/],
  ['bench hooks (statement counting)', /profile-hooks\.mjs$/],
  ['GC', /^\(garbage collector\)$/],
  ['V8 / native (program)', /^\(program\)$/],
  ['idle', /^\(idle\)$/],
];

export function areaOf(group: string): string {
  return AREAS.find(([, pattern]) => pattern.test(group))?.[0] ?? 'other';
}

/**
 * Self time (ms) per group. Time in Node's own code (node:…) and in frames without a script (V8 builtins
 * such as JSON.stringify, native bindings such as a socket write) counts for the nearest caller from a
 * package or a server file: a socket write pg asked for is pg's, one for an answer is Fastify's. Only what
 * no package called (the HTTP parser taking a request in, timers) stays with its node: module.
 */
export function selfTimeByGroup(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const groupOfNode = (id: number): string => {
    const { functionName } = (byId.get(id) as ProfileNode).callFrame;
    if (PSEUDO.has(functionName)) return functionName;
    let nodeCore: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { url } = (byId.get(at) as ProfileNode).callFrame;
      if (!url) continue;
      const group = groupOf(url);
      if (!group.startsWith('node:')) return group;
      nodeCore ??= group;
    }
    return nodeCore ?? '(native)';
  };
  const groups = new Map<number, string>();
  const totals = new Map<string, number>();
  // timeDeltas[i + 1] is how long the sample i was running before the next one was taken.
  profile.samples.forEach((id, i) => {
    const group = groups.get(id) ?? groupOfNode(id);
    groups.set(id, group);
    totals.set(group, (totals.get(group) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  return totals;
}

export interface Summary {
  /** ms of everything but idle. */
  busyMs: number;
  areas: { name: string; ms: number }[];
  groups: { name: string; ms: number }[];
}

export function summarise(profilePath: string): Summary {
  const totals = selfTimeByGroup(JSON.parse(readFileSync(profilePath, 'utf8')) as CpuProfile);
  totals.delete('(root)');
  const idle = totals.get('(idle)') ?? 0;
  totals.delete('(idle)');
  const areas = new Map<string, number>();
  for (const [group, ms] of totals) areas.set(areaOf(group), (areas.get(areaOf(group)) ?? 0) + ms);
  const sorted = (map: Map<string, number>) => [...map].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return {
    busyMs: [...totals.values()].reduce((a, b) => a + b, 0),
    areas: [...sorted(areas), { name: 'idle', ms: idle }],
    groups: sorted(totals),
  };
}

/** Markdown tables of a summary: ms, % of busy time and µs per request. */
export function summaryTables(summary: Summary, requests: number, topGroups = 20): string {
  const row = ({ name, ms }: { name: string; ms: number }) =>
    `| ${name} | ${ms.toFixed(0)} | ${((ms / summary.busyMs) * 100).toFixed(1)}% | ${((ms * 1000) / requests).toFixed(0)} |`;
  const head = (what: string) => [`| ${what} | self ms | % of busy | µs per request |`, '|---|---:|---:|---:|'];
  return [
    `Busy (not idle) ${summary.busyMs.toFixed(0)} ms over ${requests} requests: ${((summary.busyMs * 1000) / requests).toFixed(0)} µs per request.`,
    '',
    ...head('Area'),
    ...summary.areas.map(row),
    '',
    ...head('Package / file'),
    ...summary.groups.slice(0, topGroups).map(row),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, requests] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [requests]');
  console.log(summaryTables(summarise(file), Number(requests ?? 1)));
}
