import { createHash, createHmac } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsClient } from 'aws4fetch';

export const S3_TEST_BUCKET = 'siktak-test';
export const S3_TEST_REGION = 'ap-northeast-2';
export const S3_TEST_ACCESS_KEY = 'AKIASIKTAKTEST';
export const S3_TEST_SECRET = 'siktak-test-secret-access-key';

/** The app's S3 settings for the stand-in at `endpoint`, objects served from `publicUrl`. */
export function s3TestEnv(endpoint: string, publicUrl: string, secret = S3_TEST_SECRET): Record<string, string> {
  return {
    S3_BUCKET: S3_TEST_BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: S3_TEST_REGION,
    S3_ACCESS_KEY_ID: S3_TEST_ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: secret,
    S3_FORCE_PATH_STYLE: 'true',
    S3_PUBLIC_URL: publicUrl,
  };
}

/** A signing S3 client for the stand-in, to read objects back the way a CDN in front of the bucket would. */
export function s3TestReader(): AwsClient {
  return new AwsClient({
    accessKeyId: S3_TEST_ACCESS_KEY,
    secretAccessKey: S3_TEST_SECRET,
    service: 's3',
    region: S3_TEST_REGION,
  });
}

export interface StoredObject {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface S3StandIn {
  url: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, StoredObject>;
  /** Every request as `METHOD key`, with the status answered. */
  log: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Checks a request's AWS Signature Version 4 the way S3 does: the access key is the known one, the
 * scope matches date and region, and the signature recomputed with the secret over the canonical
 * request (method, path, query, signed headers, payload hash) is the one sent. Answers why not, or null.
 */
function signatureProblem(req: IncomingMessage, body: Buffer): string | null {
  const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
  if (!match) return 'malformed or missing Authorization header';
  const [, accessKey, date, region, signedHeaderList, signature] = match as unknown as string[];
  if (accessKey !== S3_TEST_ACCESS_KEY) return 'unknown access key';
  if (region !== S3_TEST_REGION) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date as string)) return 'x-amz-date does not match the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return 'payload hash mismatch';
  const signedHeaders = (signedHeaderList as string).split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return 'host/x-amz-date not signed';
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    ...signedHeaders.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}`),
    '',
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${S3_TEST_SECRET}`, date as string), region as string), 's3'), 'aws4_request');
  return hmac(key, stringToSign).toString('hex') === signature ? null : 'signature does not match';
}

function answer(res: ServerResponse, status: number, code?: string): void {
  if (!code) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
}

/**
 * A stand-in for an S3-compatible server, path-style (`/<bucket>/<key>`), for the REST subset the
 * storage driver uses: PUT, GET, HEAD and DELETE of single objects. Every request must carry a valid
 * SigV4 signature for {@link S3_TEST_ACCESS_KEY}; objects live in memory.
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const log: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const prefix = `/${S3_TEST_BUCKET}/`;
    const key = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : null;
    const respond = (status: number, code?: string) => {
      log.push(`${req.method} ${key ?? path} ${status}`);
      answer(res, status, code);
    };
    if (!key) return respond(404, 'NoSuchBucket');
    if (signatureProblem(req, body)) return respond(403, 'SignatureDoesNotMatch');
    const object = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        return respond(200);
      case 'GET':
      case 'HEAD':
        if (!object) return respond(404, 'NoSuchKey');
        log.push(`${req.method} ${key} 200`);
        res.writeHead(200, {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': object.body.length,
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        objects.delete(key);
        return respond(204);
      default:
        return respond(405, 'MethodNotAllowed');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
