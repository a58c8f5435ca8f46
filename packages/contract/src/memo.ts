/**
 * `compute` with its answers kept by argument, up to `limit` of them (then all are dropped and kept
 * again as asked): for pure functions asked the same few arguments again and again on hot paths.
 * `keeps` says which arguments are worth keeping (by default all); one it refuses, such as a long text
 * a client chose, is computed every time, so a client cannot fill the memory with its own keys.
 * `compute` must not answer undefined.
 */
export function keptAnswers<K, V>(
  limit: number,
  compute: (key: K) => V,
  keeps: (key: K) => boolean = () => true,
): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (!keeps(key)) return value;
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
