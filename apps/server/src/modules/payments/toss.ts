import { z } from 'zod';
import type { TossConfig } from '../../config.js';
import type { PaymentProvider, ProviderOutcome } from './provider.js';

/** The fields of Toss's Payment object we read; the rest of it is ignored. */
const paymentObject = z.object({
  paymentKey: z.string(),
  orderId: z.string(),
  status: z.enum([
    'READY',
    'IN_PROGRESS',
    'WAITING_FOR_DEPOSIT',
    'DONE',
    'CANCELED',
    'PARTIAL_CANCELED',
    'ABORTED',
    'EXPIRED',
  ]),
  totalAmount: z.number(),
  balanceAmount: z.number(),
  lastTransactionKey: z.string().nullish(),
  cancels: z.array(z.object({ transactionKey: z.string(), cancelAmount: z.number() })).nullish(),
});

const errorObject = z.object({ code: z.string(), message: z.string().default('') });

/**
 * Codes that say nothing about whether the call took effect: the provider's own trouble. Like a time-out
 * they leave the outcome unknown, and the payments job looks again (reconciliation, refund retries).
 */
const UNKNOWN_CODES = new Set(['PROVIDER_ERROR', 'FAILED_INTERNAL_SYSTEM_PROCESSING', 'UNKNOWN_PAYMENT_ERROR']);
const NOT_FOUND_CODES = new Set(['NOT_FOUND_PAYMENT', 'NOT_FOUND_PAYMENT_SESSION', 'NOT_FOUND']);

/**
 * Toss Payments' core API v1: Basic auth with the secret key and a colon, JSON bodies, an
 * `Idempotency-Key` on the calls that move money, `{ code, message }` on errors.
 */
export function tossProvider(config: TossConfig, fetchFn: typeof fetch): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`;

  async function call(path: string, init: { body?: object; idempotencyKey?: string }): Promise<ProviderOutcome> {
    let status: number;
    let text: string;
    try {
      const response = await fetchFn(`${config.apiBase}${path}`, {
        method: init.body ? 'POST' : 'GET',
        headers: {
          authorization,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        // The body is read under the same signal: an answer that stalls halfway is as unknown as none.
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      return { kind: 'unknown', reason: err instanceof Error ? err.name : 'fetch failed' };
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { kind: 'unknown', reason: `HTTP ${status} without JSON` };
    }
    if (status >= 200 && status < 300) {
      const payment = paymentObject.safeParse(json);
      if (!payment.success) return { kind: 'unknown', reason: 'unexpected payment object' };
      const { lastTransactionKey, cancels, ...rest } = payment.data;
      return {
        kind: 'ok',
        payment: { ...rest, lastTransactionKey: lastTransactionKey ?? null, cancels: cancels ?? [] },
      };
    }
    const error = errorObject.safeParse(json);
    if (!error.success || status >= 500 || UNKNOWN_CODES.has(error.data.code)) {
      return { kind: 'unknown', reason: error.success ? error.data.code : `HTTP ${status}` };
    }
    if (error.data.code === 'ALREADY_PROCESSED_PAYMENT') return { kind: 'alreadyProcessed' };
    if (status === 404 || NOT_FOUND_CODES.has(error.data.code)) return { kind: 'notFound' };
    return { kind: 'rejected', code: error.data.code, message: error.data.message };
  }

  return {
    name: 'toss',
    window: { provider: 'toss', clientKey: config.clientKey, sdkUrl: config.sdkUrl },
    confirm: (paymentKey, orderId, amount, idempotencyKey) =>
      call('/v1/payments/confirm', { body: { paymentKey, orderId, amount }, idempotencyKey }),
    cancel: (paymentKey, cancelAmount, cancelReason, idempotencyKey) =>
      call(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, {
        body: { cancelReason, cancelAmount },
        idempotencyKey,
      }),
    lookupByOrderId: (orderId) => call(`/v1/payments/orders/${encodeURIComponent(orderId)}`, {}),
  };
}
