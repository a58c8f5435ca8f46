/**
 * The import boundaries of ARCHITECTURE.md ("Boundaries"), checked on resolved files by `npm run lint`.
 * Paths are relative to the repository root; `$1` in a `to` refers to the `from` path's first group.
 * Tests (apps/server/test, apps/web/test) and the server's bench/ are not cruised: they may reach inside.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
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
