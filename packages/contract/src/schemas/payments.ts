import { z } from 'zod';
import { ERRORS, MESSAGES } from '../messages.js';
import { singleLineText } from './common.js';

/**
 * An order id as the payment provider takes it: 6 to 64 of letters, digits, `-` and `_`. Ours are
 * random (modules/payments/service.ts), so knowing one is what lets a browser open or finish its payment.
 */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

/** An order id in a URL path: anything that is not one answers 404 like a missing order. */
export const orderIdParam = z.object({
  orderId: z.string().transform((v, ctx) => {
    if (ORDER_ID_PATTERN.test(v)) return v;
    ctx.addIssue({ code: 'custom', message: ERRORS['404'].message, params: { notFound: true } });
    return z.NEVER;
  }),
});

const orderId = singleLineText().regex(ORDER_ID_PATTERN, MESSAGES.recheckInput);

/** Where an order stands (docs/payments.md, "상태"). */
export const paymentStatus = z.enum(['READY', 'CONFIRMING', 'DONE', 'PARTIAL_CANCELED', 'CANCELED', 'FAILED']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

// GET /api/payments/{orderId}/checkout — what the browser needs to open the payment window
export const checkoutConfig = z.object({
  orderId: z.string(),
  orderName: z.string(),
  amount: z.number().int(),
  status: paymentStatus,
  /** `toss`: load `sdkUrl` and open its window with `clientKey`; `demo`: go to `checkoutUrl`. */
  provider: z.enum(['toss', 'demo']),
  clientKey: z.string().nullable(),
  sdkUrl: z.string().nullable(),
  /** The demo provider's own window (null with Toss, whose SDK opens its window). */
  checkoutUrl: z.string().nullable(),
  /** Where the window sends the browser back: the two calls below. */
  successUrl: z.string(),
  failUrl: z.string(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfig>;

// GET /api/payments/return/success — the window's redirect after the payer approved (Toss adds paymentType)
export const paymentSuccessQuery = z.object({
  paymentKey: singleLineText().min(1, MESSAGES.recheckInput).max(200, MESSAGES.recheckInput),
  orderId,
  amount: z.coerce.number(MESSAGES.recheckInput).int(MESSAGES.recheckInput).positive(MESSAGES.recheckInput),
});

// GET /api/payments/return/fail — the window's redirect when paying failed or the payer gave up
export const paymentFailQuery = z.object({
  code: singleLineText().max(100, MESSAGES.recheckInput).optional(),
  message: singleLineText().max(500, MESSAGES.recheckInput).optional(),
  orderId,
});
