import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { LIMITS, formatBusinessNo } from '../rules.js';
import { APPLICATION_STATUSES, CONSENT_KINDS, CONSENT_SOURCES } from '../enums.js';
import { password, role, userName, userNickname, userPhone } from './auth.js';
import { requiredText, singleLineText } from './common.js';

// GET /api/profile/form
export const profileForm = z.object({
  userNo: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userNickname: z.string(),
  userPhone: z.string(),
  profileImage: z.string().nullable(),
  userRole: role,
  /** `EMAIL` or `KAKAO` — Kakao members have no password to re-enter. */
  loginType: z.enum(['EMAIL', 'KAKAO']),
  /** The member's latest owner application, if any. */
  ownerApplication: z
    .object({
      registerNo: z.number().int(),
      status: z.enum(APPLICATION_STATUSES),
      storeName: z.string(),
      requestDate: z.string(),
    })
    .nullable(),
});
export type ProfileForm = z.infer<typeof profileForm>;

// PUT /api/profile/update (multipart text parts; optional file part profileImage)
export const profileUpdateFields = z.object({ userName, userNickname, userPhone });

// GET /api/profile/consents — one entry per kind, in CONSENT_KINDS' order
export const myConsent = z.object({
  kind: z.enum(CONSENT_KINDS),
  /** The version (시행일, `yyyy-MM-dd`) of the text answered; null when nothing was ever recorded. */
  version: z.string().nullable(),
  /** null: not known — a sign-up of the existing client, or a member from before consents were kept. */
  agreed: z.boolean().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
  /** When it was recorded, `yyyy-MM-ddTHH:mm:ss` Seoul time. */
  recordedAt: z.string().nullable(),
});
export type MyConsent = z.infer<typeof myConsent>;
export const myConsents = z.object({ consents: z.array(myConsent) });

// PUT /api/profile/consents/marketing
export const marketingConsentBody = z.object({ agreed: z.boolean({ error: MESSAGES.recheckInput }) });
export const marketingConsentAnswer = myConsents.extend({ success: z.boolean(), message: z.string() });

// PUT /api/profile/password
export const passwordChangeBody = z.object({
  currentPw: singleLineText(MESSAGES.required).min(1, MESSAGES.required).max(200),
  newPw: password,
});

// PUT /api/profile/delete
export const accountDeleteBody = z.object({ userPw: singleLineText(MESSAGES.required).max(200).optional() });

// POST /api/mypage/verify-password
export const verifyPasswordBody = z.object({
  password: singleLineText(MESSAGES.required).min(1, MESSAGES.required).max(200),
});

// POST /api/mypage/registerOwner (multipart text parts; one file part `file`)
export const ownerApplicationFields = z.object({
  storeName: requiredText(LIMITS.storeNameMax),
  businessNo: singleLineText(MESSAGES.required)
    .trim()
    .min(1, MESSAGES.required)
    // Ten digits, with or without the two hyphens; formatBusinessNo alone would cut extra digits off.
    .regex(/^\d{3}-?\d{2}-?\d{5}$/, MESSAGES.businessNoFormat)
    .transform(formatBusinessNo),
});

// GET /api/mypage/owner-application — the caller's latest application with a short-lived document URL
export const myOwnerApplication = z.object({
  registerNo: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  storeName: z.string(),
  businessNo: z.string(),
  requestDate: z.string(),
  /** Signed URL of the uploaded document, valid 10 minutes; usable as `<img src>`. */
  image: z.string(),
});
export type MyOwnerApplication = z.infer<typeof myOwnerApplication>;

export const successMessage = z.object({ success: z.boolean(), message: z.string(), code: z.string().optional() });
