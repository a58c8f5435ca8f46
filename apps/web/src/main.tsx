import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * Loads the web font (~300 KB of Korean subsets) only once the first screen's photos are in, so it
 * never competes with the page's data and largest image on a slow connection; the system Korean font
 * shows until then (docs/decisions.md).
 */
function loadFontsWhenSettled(startedAt = performance.now()) {
  const images = Array.from(document.images);
  const settled = images.length > 0 && images.every((img) => img.complete || img.loading === 'lazy');
  if (settled || performance.now() - startedAt > 4000) void import('./fonts.css');
  else setTimeout(() => loadFontsWhenSettled(startedAt), 200);
}
window.addEventListener('load', () => loadFontsWhenSettled(), { once: true });
