import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A route whose page module is loaded only when the route is visited. */
export function lazyRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}
