import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type ApplicationStatus,
  ERRORS,
  MESSAGES,
  type MessageBody,
  type MyOwnerApplication,
  SUCCESS,
  isValidBusinessNo,
  type ownerApplicationFields,
  seoulDateTime,
} from '@siktak/contract';
import { violatedUniqueConstraint } from '../../db/errors.js';
import { ownerApplications } from '../../db/schema.js';
import type { AuthUser } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { storeDocument } from '../../platform/images.js';
import type { UploadedFile } from '../../platform/multipart.js';
import { documentLinks } from './documents.js';

/** Statuses that hold a member and a business number: waiting and approved (rejected ones free both). */
const OPEN = ['N', 'Y'];

/** Which partial unique index of owner_applications a failed insert ran into, as the contract's code. */
const CONFLICTS: Record<string, 'E112' | 'E113'> = {
  owner_applications_open_per_user: 'E112',
  owner_applications_open_business_no: 'E113',
};

type OwnerApplicationInput = z.output<typeof ownerApplicationFields>;

/** A member's application to become an owner (the product spec's "Owner application"). */
export function ownerApplicationService(ctx: AppContext) {
  const documents = documentLinks(ctx);

  /** E112 when the member has a waiting or approved application, E113 when another one holds the number. */
  async function assertFree(userNo: number, businessNo: string): Promise<void> {
    const open = await ctx.db
      .select({ userNo: ownerApplications.userNo })
      .from(ownerApplications)
      .where(
        and(
          inArray(ownerApplications.status, OPEN),
          or(eq(ownerApplications.userNo, userNo), eq(ownerApplications.businessNo, businessNo)),
        ),
      );
    if (open.some((row) => row.userNo === userNo)) throw new AppError('E112');
    if (open.length > 0) throw new AppError('E113');
  }

  return {
    /**
     * Files an application with its document image (checked by content). Owners and admins have
     * nothing to apply for (E112); after a rejection the member may apply again. The checks run
     * before the image is processed, and the partial unique indexes settle two applications racing.
     */
    async apply(caller: AuthUser, input: OwnerApplicationInput, file: UploadedFile | undefined): Promise<MessageBody> {
      if (!file) throw new AppError('400', { message: MESSAGES.required, fields: { file: MESSAGES.required } });
      if (!isValidBusinessNo(input.businessNo)) {
        throw new AppError('E115', { fields: { businessNo: ERRORS.E115.message } });
      }
      if (caller.role !== 'ROLE_USER') throw new AppError('E112');
      await assertFree(caller.userNo, input.businessNo);
      // Private storage: the document is shown only through signed URLs (./documents.ts).
      const imageKey = await storeDocument(ctx.documents, file.data);
      try {
        await ctx.db.insert(ownerApplications).values({
          userNo: caller.userNo,
          storeName: input.storeName,
          businessNo: input.businessNo,
          imageKey,
          requestDate: ctx.clock.now(),
        });
      } catch (err) {
        await ctx.documents.remove(imageKey);
        const code = CONFLICTS[violatedUniqueConstraint(err) ?? ''];
        throw code ? new AppError(code) : err;
      }
      return { success: true, code: 'S207', message: SUCCESS.S207 };
    },

    /** The caller's latest application, with a short-lived URL of their document; 404 when they have none. */
    async mine(caller: AuthUser): Promise<MyOwnerApplication> {
      const [row] = await ctx.db
        .select()
        .from(ownerApplications)
        .where(eq(ownerApplications.userNo, caller.userNo))
        .orderBy(desc(ownerApplications.requestDate), desc(ownerApplications.registerNo))
        .limit(1);
      if (!row) throw notFound(MESSAGES.noOwnerApplication);
      return {
        registerNo: row.registerNo,
        status: row.status as ApplicationStatus,
        storeName: row.storeName,
        businessNo: row.businessNo,
        requestDate: seoulDateTime(row.requestDate),
        image: documents.url(row.imageKey),
      };
    },
  };
}
