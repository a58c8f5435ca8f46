import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoreSession } from './shared/api/client';
import { queryClient } from './shared/api/query-client';
import './styles.css';

/**
 * zod 4 probes `new Function` when the first object schema is made (to compile fast parsers), and our
 * Content-Security-Policy (no 'unsafe-eval') reports that probe as a violation even though zod catches
 * it. The form pages load zod lazily; zod reads its settings from this global (zod/v4/core/core.js),
 * so setting `jitless` here keeps it from probing without bringing zod into the first load.
 */
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

// A new tab or a restarted browser takes up the session first, so no page starts signed out only to
// find it is not (a member page would send the diner to /login).
void restoreSession().then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

/**
 * Loads the web font (~220 KB of Korean subsets) only once the first screen is settled (its route
 * code and data loaded, its eager photos in), so the font never competes with them on a slow
 * connection; the system Korean font shows until then (docs/adr/0028-web-react-api-on-preact-compat.md).
 */
function loadFontsWhenSettled(startedAt = performance.now(), settledBefore = false) {
  const settled =
    document.querySelector('#main > *') !== null &&
    queryClient.isFetching() === 0 &&
    Array.from(document.images).every((img) => img.complete || img.loading === 'lazy');
  // Settled twice in a row: a screen that just rendered starts its queries right after painting.
  if ((settled && settledBefore) || performance.now() - startedAt > 4000) void import('./fonts.css');
  else setTimeout(() => loadFontsWhenSettled(startedAt, settled), 100);
}
window.addEventListener('load', () => loadFontsWhenSettled(), { once: true });
