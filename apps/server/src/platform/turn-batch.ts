/**
 * Gathers what is asked during one turn of the event loop and hands it over together: the first ask
 * of a turn opens a batch (`open`), every ask of the same turn adds to it, and `send` gets it on
 * `setImmediate`, after that turn. An ask after the send opens the next batch, so a batch's statement
 * sees every commit made before any of its askers asked. Under load, when one turn handles many
 * requests, their statements become one; alone, an ask waits one turn.
 */
export function perTurn<Batch>(open: () => Batch, send: (batch: Batch) => void): () => Batch {
  let current: Batch | null = null;
  return () => {
    if (current === null) {
      const batch = open();
      current = batch;
      setImmediate(() => {
        current = null;
        send(batch);
      });
    }
    return current;
  };
}

/** A promise with its resolve and reject at hand, for an asker whose answer comes with a batch's. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T | Promise<T>) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: Deferred<T>['resolve'];
  let reject!: Deferred<T>['reject'];
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * `make` once per key (a database): the batcher every service of the process shares, so their asks
 * join the same batches.
 */
export function onePer<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new WeakMap<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
