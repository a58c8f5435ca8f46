import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Text answers of at least 1 KB go out brotli- or gzip-compressed to clients that accept it. */
export const COMPRESSION = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
} satisfies FastifyCompressOptions;

/**
 * The API's answers (the default of every contract route, platform/endpoint-route.ts) are compressed
 * only from 8 KB, at brotli quality 2 / gzip level 1: a shorter answer and its headers fit TCP's first
 * flight (10 segments, ~14 KB) either way, so compressing it saves bytes but not a round trip, at a
 * cost in CPU on every request. Static files keep the defaults.
 */
export const ANSWER_COMPRESSION = {
  ...COMPRESSION,
  threshold: 8 * 1024,
  brotliOptions: {
    params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  },
  zlibOptions: { level: 1 },
} satisfies FastifyCompressOptions;
