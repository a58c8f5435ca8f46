import { setFlagsFromString } from 'node:v8';

/**
 * V8 flags of the server process, set before anything else is loaded (main.ts imports this first).
 *
 * `--no-allocation-site-pretenuring`: V8 watches how many objects of each allocation site survive a
 * young-generation GC and, past a threshold, allocates that site's objects straight in the old
 * generation. Writing the whole store list (megabytes, held by slow sockets) makes the request path's
 * own sites look long-lived; from then on every small answer's short-lived objects went to the old
 * generation and each cached read cost 28–31 µs of CPU instead of 20–22 µs, for the life of the
 * process (docs/benchmarks.md, session 11). Our objects live for one request or for a cache's
 * lifetime, which the young generation handles without the prediction.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
