import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { LIMITS, formatBusinessNo } from '../rules.js';
import { APPLICATION_STATUSES } from '../enums.js';
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

export const successMessage = z.object({ success: z.boolean(), message: z.string(), code: z.string().optional() });
