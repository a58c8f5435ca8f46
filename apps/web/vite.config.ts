import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const contract = fileURLToPath(new URL('../../packages/contract/src/', import.meta.url));

/**
 * The app is written against React's API and types; at build time `react` and `react-dom` resolve to
 * preact/compat, which keeps the home page within its 100 KB budget (docs/adr/0028-web-react-api-on-preact-compat.md).
 */
const reactToPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      ...reactToPreact,
      { find: /^@siktak\/contract$/, replacement: `${contract}index.ts` },
      { find: /^@siktak\/contract\/(.*)$/, replacement: `${contract}$1.ts` },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      onwarn(warning, warn) {
        // Libraries' "use client" markers, and React 19-only hooks that React Router feature-detects.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'IMPORT_IS_UNDEFINED') return;
        warn(warning);
      },
    },
  },
});
