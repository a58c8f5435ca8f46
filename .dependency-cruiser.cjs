/**
 * The import boundaries of ARCHITECTURE.md ("Boundaries"), checked on resolved files by `npm run lint`.
 * Paths are relative to the repository root; `$1` in a `to` refers to the `from` path's first group.
 * Tests (apps/server/test, apps/web/test) and the server's bench/ are not cruised: they may reach inside.
 */

/**
 * The server modules from low to high. A module imports only modules of lower layers (through their
 * faces), never one of its own layer or above, so the module graph has no circle and nothing runs back
 * up. A new module gets a layer here (`server-module-unlayered` fails until it has one).
 */
const SERVER_LAYERS = [
  // The booking-day rules, the audit log, members and sessions, store records, pages without data,
  // payments (orders, the provider and the ledger; bookings pay through it).
  ['booking-day', 'audit', 'auth', 'stores', 'blog', 'health', 'misc', 'payments'],
  // What is read about stores: seats and time chips, a member's hearts, the notices.
  ['availability', 'favorites', 'notices'],
  // Bookings: taken, cancelled, mailed; a cancellation announces the seats it gave back (outbox).
  ['reservations'],
  // What follows a booking: the waitlist (reacting to released seats), reviews of visits.
  ['waitlist', 'reviews'],
  // The member's, the owner's and the crawlers' pages, composed of the above.
  ['owner', 'profile', 'seo'],
  // The admin's console over everything.
  ['admin'],
];

const modulesPath = (names) => `^apps/server/src/modules/(${names.join('|')})/`;

/** One rule per layer: its modules import nothing of their own layer or above but themselves. */
const layerRules = SERVER_LAYERS.map((layer, i) => ({
  name: 'server-module-layers',
  severity: 'error',
  comment: `A server module of layer ${i} (${layer.join(', ')}) imports only modules of lower layers (SERVER_LAYERS).`,
  from: { path: modulesPath(layer) },
  to: { path: modulesPath(SERVER_LAYERS.slice(i).flat()), pathNot: '^apps/server/src/modules/$1/' },
}));

const unlayered = `^apps/server/src/modules/(?!(?:${SERVER_LAYERS.flat().join('|')})/)([^/]+)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No file reaches itself through its imports, in the server or the web app.',
      from: { path: '^apps/(server|web)/src/' },
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'server-module-unlayered',
      severity: 'error',
      comment: 'Every server module that imports or is imported by another has a layer in SERVER_LAYERS.',
      from: { path: unlayered },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-module-unlayered',
      severity: 'error',
      comment: 'Every server module that imports or is imported by another has a layer in SERVER_LAYERS.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: { path: unlayered, pathNot: '^apps/server/src/modules/$1/' },
    },
    {
      name: 'server-module-face',
      severity: 'error',
      comment:
        "A server module imports another module only through that module's index.ts (its face); " +
        'inside a module, files import each other directly.',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'server-root-uses-faces',
      severity: 'error',
      comment: 'app.ts, cli/ and seed/ compose modules through their faces (index.ts) only.',
      from: { path: '^apps/server/src/', pathNot: '^apps/server/src/modules/' },
      to: { path: '^apps/server/src/modules/', pathNot: '^apps/server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'server-platform-no-modules',
      severity: 'error',
      comment: 'platform/ and db/ are below the modules: they never import one.',
      from: { path: '^apps/server/src/(platform|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment:
        'A web feature never imports another feature: shared building blocks live in shared/, ' +
        'and pages made of several features are composed in app/.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-no-features',
      severity: 'error',
      comment: 'shared/ is below the features: it never imports one.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/features/' },
    },
  ],
  options: {
    // Type-only imports cross a boundary as much as value imports do.
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/'] },
    // The server's ESM specifiers (`./x.js`) resolve to their `./x.ts` sources by themselves.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
