import type { RouteOptions } from 'fastify';

type HookName = 'onRequest' | 'preParsing' | 'onResponse';

/**
 * Adds `hook` to a route's own `name` hooks as the route is added (an `onRoute` hook), after the ones it
 * has or, with `first`, before them: how a hook runs only on the routes that need it, instead of on
 * every request as an app-wide hook that first looks up the route.
 */
export function addRouteHook<Name extends HookName>(
  route: RouteOptions,
  name: Name,
  hook: NonNullable<RouteOptions[Name]> extends infer H ? (H extends readonly (infer F)[] ? F : H) : never,
  first = false,
): void {
  const own = route[name] ?? [];
  const hooks = Array.isArray(own) ? own : [own];
  (route as Record<Name, unknown>)[name] = first ? [hook, ...hooks] : [...hooks, hook];
}
