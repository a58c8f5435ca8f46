import { useEffect, useRef } from 'react';

/** Runs `effect` once per mounted page, even where React runs effects twice (StrictMode in development). */
export function useOnce(effect: () => void): void {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once by design; later renders must not repeat it
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, []);
}
