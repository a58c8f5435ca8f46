/**
 * The payment provider behind one interface (docs/adr/0052-payment-provider-and-ledger.md): Toss
 * Payments (toss.ts) when its keys are configured, else the built-in demo provider (demo.ts). The
 * shapes follow Toss's core API v1, so the demo behaves like it.
 */

/** A payment's state on the provider's side (Toss's Payment `status`). */
export type ProviderStatus =
  | 'READY'
  | 'IN_PROGRESS'
  | 'WAITING_FOR_DEPOSIT'
  | 'DONE'
  | 'CANCELED'
  | 'PARTIAL_CANCELED'
  | 'ABORTED'
  | 'EXPIRED';

/** One cancel (refund) of a payment: its transaction and amount. */
export interface ProviderCancel {
  transactionKey: string;
  cancelAmount: number;
}

/** The provider's view of a payment: the fields of Toss's Payment object we read. */
export interface ProviderPayment {
  paymentKey: string;
  orderId: string;
  status: ProviderStatus;
  totalAmount: number;
  balanceAmount: number;
  /** The transaction of the latest movement (the approval, then each cancel). */
  lastTransactionKey: string | null;
  cancels: ProviderCancel[];
}

/**
 * What a call came to. `unknown` is no failure: the call timed out, the connection broke or the
 * provider had an error of its own, so it may have happened; only a later look finds out.
 */
export type ProviderOutcome =
  | { kind: 'ok'; payment: ProviderPayment }
  /** The provider refused: nothing happened (a refused card, an amount that does not match …). */
  | { kind: 'rejected'; code: string; message: string }
  /** Confirm of a payment the provider had already confirmed (under another idempotency key). */
  | { kind: 'alreadyProcessed' }
  | { kind: 'notFound' }
  | { kind: 'unknown'; reason: string };

/** What the browser needs to open this provider's payment window. */
export type CheckoutWindow = { provider: 'toss'; clientKey: string; sdkUrl: string } | { provider: 'demo' };

export interface PaymentProvider {
  readonly name: 'toss' | 'demo';
  readonly window: CheckoutWindow;
  /** Approves the payment the payer authorised in the window. Asked again with the same key, it approves once. */
  confirm(paymentKey: string, orderId: string, amount: number, idempotencyKey: string): Promise<ProviderOutcome>;
  /** Refunds `cancelAmount` of the payment. Asked again with the same key, it refunds once. */
  cancel(paymentKey: string, cancelAmount: number, reason: string, idempotencyKey: string): Promise<ProviderOutcome>;
  /** The payment of an order as the provider has it (reconciliation after a lost answer). */
  lookupByOrderId(orderId: string): Promise<ProviderOutcome>;
}
