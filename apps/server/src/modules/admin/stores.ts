import { eq } from 'drizzle-orm';
import {
  type AdminStoreDetail,
  type AdminStoreItem,
  MESSAGES,
  type MessageBody,
  seoulDateTime,
} from '@siktak/contract';
import { stores } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { cancelUpcomingReservations, enqueueReservationMails } from '../reservations/index.js';
import { STORE_CACHE_PREFIX, findStore, storeCardFields, toStoreDetail } from '../stores/index.js';
import { closeWaits } from '../waitlist/index.js';
import { auditTrail, recordAudit } from '../audit/index.js';
import { findStorePage, pageAt, totalPagesOf } from './queries.js';
import { AUDIT_SUMMARY } from './texts.js';

const storeNotFound = () => notFound(MESSAGES.storeNotFound);

/** Store management of /admin/store-list and /admin/store/{storeNo} (edits go through the owner endpoint). */
export function storeAdminService(ctx: AppContext) {
  return {
    async list(page: number, search?: string): Promise<{ storeList: AdminStoreItem[]; totalPages: number }> {
      const { rows, total } = await findStorePage(ctx.db, pageAt(page), search);
      return {
        storeList: rows.map((row) => ({
          ...storeCardFields(row),
          createDate: seoulDateTime(row.createdAt),
          isDeleted: row.deletedAt ? 'Y' : 'N',
        })),
        totalPages: totalPagesOf(total),
      };
    },

    /** The raw store as the owner form reads it, deleted ones too, with the admin actions taken on it. */
    async detail(storeNo: number): Promise<AdminStoreDetail> {
      const row = await findStore(ctx.db, storeNo);
      if (!row) throw storeNotFound();
      return { ...toStoreDetail(row, ctx.urls), audit: await auditTrail(ctx.db, 'STORE', storeNo) };
    },

    /**
     * Soft-deletes a store: it leaves the public lists and detail at once, its upcoming bookings are
     * cancelled with their seats given back in the same transaction, and each member affected gets
     * the store-cancellation mail through the outbox (whose .ics removes the event of the same UID). Past bookings keep
     * pointing at the store, which their lists show as deleted.
     */
    async remove(admin: AuthUser, storeNo: number): Promise<MessageBody> {
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const [store] = await tx
          .select({ name: stores.name, deletedAt: stores.deletedAt })
          .from(stores)
          .where(eq(stores.storeNo, storeNo))
          .for('update');
        if (!store) throw storeNotFound();
        if (store.deletedAt) throw new AppError('E302');
        await tx.update(stores).set({ deletedAt: now, updatedAt: now }).where(eq(stores.storeNo, storeNo));
        const rows = await cancelUpcomingReservations(tx, { storeNo }, now, MESSAGES.storeClosedReason);
        // Nobody can book a deleted store: its waits close without a mail (ADR 0013).
        await closeWaits(tx, { storeNo }, now);
        await enqueueReservationMails(
          tx,
          rows.map((row) => row.reservationNo),
          'cancelled-by-store',
        );
        await recordAudit(tx, {
          actorNo: admin.userNo,
          action: 'STORE_DELETE',
          targetType: 'STORE',
          targetId: storeNo,
          summary: AUDIT_SUMMARY.storeDeleted(store.name, rows.length),
          detail: { storeName: store.name, cancelledReservations: rows.map((r) => r.reservationNo) },
        });
      });
      await ctx.cache.invalidate(STORE_CACHE_PREFIX);
      ctx.outbox.wake();
      return { success: true, message: MESSAGES.adminStoreDeleted };
    },
  };
}
