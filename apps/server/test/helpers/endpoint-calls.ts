import type { Endpoint, Role } from '@siktak/contract';

/** The role a token needs to pass an entry's access: any member, or the first role it names. */
export function roleFor(entry: Endpoint): Role {
  return entry.access === 'member' || entry.access === 'optional' || entry.access === 'public'
    ? 'ROLE_USER'
    : (entry.access[0] as Role);
}

/**
 * The entry called with input it would refuse: every path parameter, and the query, not a number;
 * the body (JSON or multipart) broken JSON.
 */
export function invalidCall(entry: Endpoint, headers: Record<string, string>) {
  const url = entry.path.replace(/:(\w+)/g, 'not-a-number');
  const query = entry.query ? '?page=not-a-number&storeNo=not-a-number&date=not-a-date' : '';
  const withBody = entry.body !== undefined || entry.multipart !== undefined;
  return {
    method: entry.method,
    url: `${url}${query}`,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(withBody ? { payload: '{"not json' } : {}),
  };
}
