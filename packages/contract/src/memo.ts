/**
 * `compute` with its answers kept by argument, up to `limit` of them (then all are dropped and kept
 * again as asked): for pure functions asked the same few arguments again and again on hot paths.
 * `compute` must not answer undefined.
 */
export function keptAnswers<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(key);
      if (kept.size >= limit) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}
