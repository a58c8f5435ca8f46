import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Text answers of at least 1 KB go out brotli- or gzip-compressed to clients that accept it. */
export const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
} satisfies FastifyCompressOptions;

/**
 * The API's answers, computed per request, are compressed at brotli quality 2 / gzip level 1: a page
 * of ten stores with chips (3.4 KB) takes 41 µs instead of 103 µs at the default quality 4, for 447
 * bytes instead of 388 (docs/benchmarks.md). Static files keep the defaults; cached answers are
 * compressed once, harder (json-cache.ts).
 */
export const ANSWER_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  },
  zlibOptions: { level: 1 },
} satisfies FastifyCompressOptions;
