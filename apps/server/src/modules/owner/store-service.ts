import {
  type CatalogMessage,
  LIMITS,
  MESSAGES,
  type MenuItem,
  type RemovedOwnerStore,
  type StoreDetail,
  type StoreForm,
  seoulDateTime,
  validatePolicy,
} from '@siktak/contract';
import type { Tx } from '../../db/client.js';
import { violatedUniqueConstraint } from '../../db/errors.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { removeImages, storeImages } from '../../platform/images.js';
import type { UploadedFile } from '../../platform/multipart.js';
import {
  STORE_CACHE_PREFIX,
  findOwnedStore,
  findStore,
  noStore,
  requireOwnedStore,
  toStoreDetail,
} from '../stores/index.js';
import { enqueueWaitedSlots } from '../waitlist/index.js';
import { findLastRemovedStore, imageKeysOf, insertStore, lockStore, replaceImages, updateStore } from './queries.js';
import { recordAudit } from '../audit/index.js';
import { AUDIT_SUMMARY } from './texts.js';

const storeNotFound = () => notFound(MESSAGES.storeNotFound);

/** A store-form rule broken: E300 with the spec's Korean message, also under the field it concerns. */
const invalid = (field: string, message: CatalogMessage) =>
  new AppError('E300', { message, fields: { [field]: message } });

/**
 * The images a store ends up with after an edit, and the stored ones it lets go: the kept
 * `imageList` when the form sends one (`storeDto`), otherwise the current images minus
 * `deletedImagePaths` (the admin's flat variant), then the new uploads. URLs that are not images of
 * this store are ignored, so a form can never keep — or delete — another store's files.
 */
function planImages(
  current: string[],
  form: Pick<StoreForm, 'imageList' | 'deletedImagePaths'>,
  keyOf: (url: string) => string | null,
  added: string[],
): { keys: string[]; removed: string[] } {
  const keysOf = (urls: string[]) => new Set(urls.map(keyOf).filter((key): key is string => key !== null));
  let kept: string[];
  if (form.imageList !== undefined) {
    const wanted = keysOf(form.imageList);
    const order = form.imageList.map(keyOf);
    kept = current.filter((key) => wanted.has(key)).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  } else {
    const deleted = keysOf(form.deletedImagePaths);
    kept = current.filter((key) => !deleted.has(key));
  }
  return { keys: [...kept, ...added], removed: current.filter((key) => !kept.includes(key)) };
}

/**
 * The menu a form sets: our app's rows, or the existing client's names, each keeping the price and 대표 메뉴
 * the store had under that name, so an edit in a form that cannot show prices does not wipe them.
 */
function menuItemsOf(form: StoreForm, previous: MenuItem[]): MenuItem[] {
  if (form.menuItems) return form.menuItems;
  const before = new Map(previous.map((item) => [item.name, item]));
  return form.menuList.map((name) => before.get(name) ?? { name, price: null, signature: false });
}

/**
 * Refuses a 예약금·취소 규정 that could keep more than the legal cap for a party the store takes (E303, E304,
 * docs/adr/0051-deposit-policy.md); a form without one (the existing client's) keeps the store's as it was.
 */
function checkDepositPolicy(form: StoreForm, maxParty: number): void {
  const breach = form.depositPolicy && validatePolicy(form.depositPolicy, Math.min(maxParty, form.count));
  if (breach) throw new AppError(breach.code, { values: breach.values, fields: { depositPolicy: breach.message } });
}

/** Records an admin's registration or edit of a store in its transaction; an owner's own goes unaudited. */
async function auditAdminEdit(tx: Tx, caller: AuthUser, action: string, storeNo: number, summary: string) {
  if (caller.role !== 'ROLE_ADMIN') return;
  await recordAudit(tx, { actorNo: caller.userNo, action, targetType: 'STORE', targetId: storeNo, summary });
}

/** An owner's store: read, register, edit (/register-store, the product spec's store form). */
export function ownerStoreService(ctx: AppContext) {
  const keyOf = (url: string) => ctx.urls.keyOf(url);

  /** Files the database no longer points at; a storage failure must not fail an edit that committed. */
  async function discard(keys: string[], storeNo: number): Promise<void> {
    if (keys.length === 0) return;
    try {
      await removeImages(ctx.storage, keys);
    } catch (err) {
      ctx.log.error({ err, storeNo, keys }, 'removing replaced store images failed');
    }
  }

  async function saved(storeNo: number): Promise<StoreDetail> {
    await ctx.cache.invalidate(STORE_CACHE_PREFIX);
    const row = await findStore(ctx.db, storeNo);
    if (!row) throw storeNotFound();
    return toStoreDetail(row, ctx.urls);
  }

  /** Which store an edit is about: an owner's own (another's is 403), or for an admin the one named. */
  async function targetOf(caller: AuthUser, storeNo: number | null): Promise<number> {
    if (caller.role === 'ROLE_ADMIN') {
      if (storeNo === null) throw invalid('storeNo', MESSAGES.storeNoMissing);
      return storeNo;
    }
    const own = await findOwnedStore(ctx.db, caller.userNo);
    if (storeNo !== null && storeNo !== own?.storeNo) throw forbidden(MESSAGES.ownStoreOnly);
    if (!own) throw noStore();
    return own.storeNo;
  }

  function checkImageCount(count: number): void {
    if (count > LIMITS.storeImagesMax) throw invalid('images', MESSAGES.storeImagesMax);
    if (count < LIMITS.storeImagesMinOnCreate) throw invalid('images', MESSAGES.storeImagesOnCreate);
  }

  return {
    async mine(caller: AuthUser): Promise<StoreDetail> {
      return toStoreDetail(await requireOwnedStore(ctx.db, caller.userNo), ctx.urls);
    },

    /**
     * The store an admin deleted, while the owner has none (GET /api/owner/stores answers 404 for both
     * "none yet" and "deleted"); null once they registered a new one.
     */
    async removed(caller: AuthUser): Promise<RemovedOwnerStore> {
      if (await findOwnedStore(ctx.db, caller.userNo)) return { removedStore: null };
      const row = await findLastRemovedStore(ctx.db, caller.userNo);
      return {
        removedStore: row
          ? { storeNo: row.storeNo, storeName: row.name, removedAt: seoulDateTime(row.deletedAt) }
          : null,
      };
    },

    /**
     * Registers a store with 1–5 photos. An owner's store is theirs (one per owner, E301); a store an
     * admin registers belongs to no owner, like the stores the platform runs itself.
     */
    async create(caller: AuthUser, form: StoreForm, files: UploadedFile[]): Promise<StoreDetail> {
      if (files.length < LIMITS.storeImagesMinOnCreate || files.length > LIMITS.storeImagesMax) {
        throw invalid('images', MESSAGES.storeImagesOnCreate);
      }
      checkDepositPolicy(form, form.maxPersonCount ?? LIMITS.partyMaxDefault);
      const ownerNo = caller.role === 'ROLE_OWNER' ? caller.userNo : null;
      if (ownerNo !== null && (await findOwnedStore(ctx.db, ownerNo))) throw new AppError('E301');
      const keys = await storeImages(ctx.storage, 'stores', files);
      let storeNo: number;
      try {
        storeNo = await ctx.db.transaction(async (tx) => {
          const now = ctx.clock.now();
          const created = await insertStore(tx, ownerNo, { ...form, menuItems: menuItemsOf(form, []) }, now);
          await replaceImages(tx, created, keys);
          await auditAdminEdit(tx, caller, 'STORE_CREATE', created, AUDIT_SUMMARY.storeCreated(form.storeName));
          return created;
        });
      } catch (err) {
        await removeImages(ctx.storage, keys);
        // Two registrations of one owner racing: the partial unique index lets only one through.
        if (violatedUniqueConstraint(err) === 'stores_one_per_owner') throw new AppError('E301');
        throw err;
      }
      return saved(storeNo);
    },

    /**
     * Edits a store: every field of the form, and the images become the kept ones plus the new
     * uploads (at most 5, at least 1). Images let go are removed from storage once the edit has
     * committed. Capacity and hours changes never touch existing bookings.
     */
    async update(caller: AuthUser, form: StoreForm, files: UploadedFile[]): Promise<StoreDetail> {
      if (files.length > LIMITS.storeImagesMax) throw invalid('images', MESSAGES.storeImagesMax);
      const storeNo = await targetOf(caller, form.storeNo);
      const before = await findStore(ctx.db, storeNo);
      if (!before || before.deletedAt) throw storeNotFound();
      checkDepositPolicy(form, form.maxPersonCount ?? before.maxParty);
      // A first check before the uploads are processed; the transaction checks again on locked rows.
      checkImageCount(planImages(before.images, form, keyOf, []).keys.length + files.length);
      const added = await storeImages(ctx.storage, 'stores', files);
      let removed: string[];
      try {
        removed = await ctx.db.transaction(async (tx) => {
          const store = await lockStore(tx, storeNo);
          if (!store || store.deletedAt) throw storeNotFound();
          if (caller.role !== 'ROLE_ADMIN' && store.ownerNo !== caller.userNo) throw forbidden();
          const plan = planImages(await imageKeysOf(tx, storeNo), form, keyOf, added);
          checkImageCount(plan.keys.length);
          const menuItems = menuItemsOf(form, before.menuItems);
          await updateStore(tx, storeNo, { ...form, menuItems }, ctx.clock.now());
          await replaceImages(tx, storeNo, plan.keys);
          // A higher capacity or longer hours give seats to those waiting (the handler checks who fits).
          await enqueueWaitedSlots(tx, { storeNo });
          await auditAdminEdit(tx, caller, 'STORE_UPDATE', storeNo, AUDIT_SUMMARY.storeUpdated(form.storeName));
          return plan.removed;
        });
      } catch (err) {
        await removeImages(ctx.storage, added);
        throw err;
      }
      await discard(removed, storeNo);
      const detail = await saved(storeNo);
      ctx.outbox.wake();
      return detail;
    },
  };
}
