import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../db/client.js';
import { type DemoCancel, demoPayments, paymentLedger, payments } from '../../db/schema.js';

export type PaymentRow = typeof payments.$inferSelect;
export type LedgerRow = typeof paymentLedger.$inferSelect;
export type DemoPaymentRow = typeof demoPayments.$inferSelect;

// --- orders -----------------------------------------------------------------------------------------

export async function insertPayment(db: Queryable, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  return inserted as PaymentRow;
}

export async function findPayment(db: Queryable, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

/** The order, locked until the transaction ends: refunds of one order are decided one at a time. */
export async function lockPayment(tx: Tx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row;
}

/**
 * The one way into CONFIRMING: from READY, or again with the same payment key (a retry after a lost
 * answer). Anything else — a second payment key, an order already settled — gets no row.
 */
export async function claimForConfirm(
  db: Queryable,
  orderId: string,
  paymentKey: string,
  now: Date,
  checkAt: Date,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'CONFIRMING', paymentKey, checkAt, updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        sql`(${payments.status} = 'READY' or (${payments.status} = 'CONFIRMING' and ${payments.paymentKey} = ${paymentKey}))`,
      ),
    )
    .returning();
  return row;
}

/**
 * CONFIRMING → DONE with its one charge row, in one transaction. A second settle (two confirms racing,
 * the job and a retry) finds the order no longer CONFIRMING and the charge already written: no row twice.
 */
export async function settleCharge(
  tx: Tx,
  order: PaymentRow,
  charge: { paymentKey: string; transactionKey: string | null; idempotencyKey: string },
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'DONE', balanceAmount: order.amount, checkAt: null, failureCode: null, updatedAt: now })
    .where(and(eq(payments.paymentNo, order.paymentNo), eq(payments.status, 'CONFIRMING')));
  await tx
    .insert(paymentLedger)
    .values({
      paymentNo: order.paymentNo,
      kind: 'CHARGE',
      state: 'DONE',
      amount: order.amount,
      idempotencyKey: charge.idempotencyKey,
      paymentKey: charge.paymentKey,
      transactionKey: charge.transactionKey,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/**
 * → FAILED from one of `from`: the payer gave up or the hold expired (READY only), the provider refused,
 * or the payment expired there (READY or CONFIRMING).
 */
export async function failOrder(
  db: Queryable,
  paymentNo: number,
  code: string,
  now: Date,
  from: ('READY' | 'CONFIRMING')[] = ['READY', 'CONFIRMING'],
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ status: 'FAILED', failureCode: code.slice(0, 100), checkAt: null, updatedAt: now })
    .where(and(eq(payments.paymentNo, paymentNo), inArray(payments.status, from)))
    .returning();
  return row;
}

/**
 * Orders left CONFIRMING whose time to be looked at has come, pushed to their next look (`nextAt` of
 * their attempts so far) so another tick or instance does not take them too.
 */
export async function claimDueChecks(
  tx: Tx,
  now: Date,
  limit: number,
  nextAt: (attempts: number) => Date,
): Promise<PaymentRow[]> {
  const due = await tx
    .select({ paymentNo: payments.paymentNo, attempts: payments.checkAttempts })
    .from(payments)
    .where(and(eq(payments.status, 'CONFIRMING'), lte(payments.checkAt, now)))
    .orderBy(asc(payments.checkAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed: PaymentRow[] = [];
  for (const { paymentNo, attempts } of due) {
    const [row] = await tx
      .update(payments)
      .set({ checkAt: nextAt(attempts + 1), checkAttempts: attempts + 1 })
      .where(eq(payments.paymentNo, paymentNo))
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

// --- the ledger ------------------------------------------------------------------------------------

export async function findLedger(db: Queryable, paymentNo: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(paymentLedger)
    .where(eq(paymentLedger.paymentNo, paymentNo))
    .orderBy(asc(paymentLedger.entryNo));
}

export async function findRefundRequest(tx: Tx, paymentNo: number, requestKey: string): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentLedger)
    .where(and(eq(paymentLedger.paymentNo, paymentNo), eq(paymentLedger.requestKey, requestKey)));
  return row;
}

/**
 * A refund request written and its amount taken off the order's refundable balance, in the caller's
 * transaction (the order is locked): what is asked never exceeds what was paid and not yet refunded.
 */
export async function insertRefund(
  tx: Tx,
  order: PaymentRow,
  refund: { amount: number; requestKey: string; reason: string; retryAt: Date },
  now: Date,
): Promise<LedgerRow> {
  const [entry] = await tx
    .insert(paymentLedger)
    .values({
      paymentNo: order.paymentNo,
      kind: refund.amount === order.balanceAmount ? 'REFUND' : 'PARTIAL_REFUND',
      state: 'PENDING',
      amount: refund.amount,
      requestKey: refund.requestKey,
      // Unique per request and the same on every try, so the provider refunds it once.
      idempotencyKey: `refund-${order.orderId}-${refund.requestKey}`.slice(0, 300),
      paymentKey: order.paymentKey as string,
      reason: refund.reason,
      retryAt: refund.retryAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx
    .update(payments)
    .set({ balanceAmount: sql`${payments.balanceAmount} - ${refund.amount}`, updatedAt: now })
    .where(eq(payments.paymentNo, order.paymentNo));
  return entry as LedgerRow;
}

/** The order's status from the refunds that landed: CANCELED once all of it came back. */
const statusAfterRefunds = (paymentNo: number) => sql`case when ${payments.amount} = (
    select coalesce(sum(${paymentLedger.amount}), 0) from ${paymentLedger}
    where ${paymentLedger.paymentNo} = ${paymentNo} and ${paymentLedger.kind} <> 'CHARGE' and ${paymentLedger.state} = 'DONE'
  ) then 'CANCELED' else 'PARTIAL_CANCELED' end`;

/** PENDING → DONE with the provider's transaction; once only, however many tries answered. */
export async function landRefund(
  tx: Tx,
  entry: LedgerRow,
  transactionKey: string | null,
  now: Date,
): Promise<LedgerRow | undefined> {
  const [landed] = await tx
    .update(paymentLedger)
    .set({ state: 'DONE', transactionKey, failureCode: null, retryAt: null, updatedAt: now })
    .where(and(eq(paymentLedger.entryNo, entry.entryNo), eq(paymentLedger.state, 'PENDING')))
    .returning();
  if (landed) {
    await tx
      .update(payments)
      .set({ status: statusAfterRefunds(entry.paymentNo), updatedAt: now })
      .where(eq(payments.paymentNo, entry.paymentNo));
  }
  return landed;
}

/** PENDING → FAILED (the provider refused it): its amount is refundable again. */
export async function failRefund(tx: Tx, entry: LedgerRow, code: string, now: Date): Promise<LedgerRow | undefined> {
  const [failed] = await tx
    .update(paymentLedger)
    .set({ state: 'FAILED', failureCode: code.slice(0, 100), retryAt: null, updatedAt: now })
    .where(and(eq(paymentLedger.entryNo, entry.entryNo), eq(paymentLedger.state, 'PENDING')))
    .returning();
  if (failed) {
    await tx
      .update(payments)
      .set({ balanceAmount: sql`${payments.balanceAmount} + ${entry.amount}`, updatedAt: now })
      .where(eq(payments.paymentNo, entry.paymentNo));
  }
  return failed;
}

/** A try whose outcome is unknown: its last error kept for the admin, the next try left to the job. */
export async function noteRefundTry(db: Queryable, entryNo: number, reason: string, now: Date): Promise<void> {
  await db
    .update(paymentLedger)
    .set({ failureCode: reason.slice(0, 100), updatedAt: now })
    .where(and(eq(paymentLedger.entryNo, entryNo), eq(paymentLedger.state, 'PENDING')));
}

/** PENDING refunds due for another try, pushed to their next one (see `claimDueChecks`). */
export async function claimDueRefunds(
  tx: Tx,
  now: Date,
  limit: number,
  nextAt: (attempts: number) => Date,
): Promise<LedgerRow[]> {
  const due = await tx
    .select({ entryNo: paymentLedger.entryNo, attempts: paymentLedger.attempts })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.state, 'PENDING'), lte(paymentLedger.retryAt, now)))
    .orderBy(asc(paymentLedger.retryAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed: LedgerRow[] = [];
  for (const { entryNo, attempts } of due) {
    const [row] = await tx
      .update(paymentLedger)
      .set({ retryAt: nextAt(attempts + 1), attempts: attempts + 1 })
      .where(eq(paymentLedger.entryNo, entryNo))
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

// --- the demo provider's side (demo.ts) -------------------------------------------------------------

export async function findDemoPayment(
  db: Queryable,
  by: { paymentKey: string } | { orderId: string },
): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(demoPayments)
    .where('paymentKey' in by ? eq(demoPayments.paymentKey, by.paymentKey) : eq(demoPayments.orderId, by.orderId));
  return row;
}

/** A new authorisation of the order, replacing one not yet approved; null when the order's payment is approved. */
export async function upsertDemoAuthorization(
  db: Queryable,
  row: { paymentKey: string; orderId: string; amount: number; createdAt: Date },
): Promise<string | null> {
  const [written] = await db
    .insert(demoPayments)
    .values({ ...row, balanceAmount: row.amount, status: 'IN_PROGRESS' })
    .onConflictDoUpdate({
      target: demoPayments.orderId,
      set: { paymentKey: row.paymentKey, amount: row.amount, balanceAmount: row.amount, createdAt: row.createdAt },
      setWhere: sql`${demoPayments.status} = 'IN_PROGRESS'`,
    })
    .returning({ paymentKey: demoPayments.paymentKey });
  return written?.paymentKey ?? null;
}

export async function approveDemoPayment(
  db: Queryable,
  paymentKey: string,
  now: Date,
): Promise<DemoPaymentRow | undefined> {
  const [row] = await db
    .update(demoPayments)
    .set({ status: 'DONE', approvedAt: now })
    .where(and(eq(demoPayments.paymentKey, paymentKey), eq(demoPayments.status, 'IN_PROGRESS')))
    .returning();
  return row;
}

/**
 * Adds the cancel `decide` makes of the locked payment: null from it is a repeat (the payment as it
 * is), a string a refusal code. Answers the payment after it, the code, or undefined when there is none.
 */
export async function appendDemoCancel(
  db: Db,
  paymentKey: string,
  decide: (row: DemoPaymentRow) => DemoCancel | string | null,
): Promise<DemoPaymentRow | string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(demoPayments).where(eq(demoPayments.paymentKey, paymentKey)).for('update');
    if (!row) return undefined;
    const cancel = decide(row);
    if (cancel === null || typeof cancel === 'string') return cancel ?? row;
    const balanceAmount = row.balanceAmount - cancel.cancelAmount;
    const [updated] = await tx
      .update(demoPayments)
      .set({
        cancels: [...row.cancels, cancel],
        balanceAmount,
        status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
      })
      .where(eq(demoPayments.paymentKey, paymentKey))
      .returning();
    return updated;
  });
}

// --- the booking a payment is for ---------------------------------------------------------------------

/** Ties an order to the reservation its payment confirmed, in the caller's transaction. */
export async function linkReservation(db: Queryable, orderId: string, reservationNo: number): Promise<void> {
  await db.update(payments).set({ reservationNo }).where(eq(payments.orderId, orderId));
}

/** The order a reservation was paid with, or none. */
export async function findReservationPayment(db: Queryable, reservationNo: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reservationNo, reservationNo)).limit(1);
  return row;
}
