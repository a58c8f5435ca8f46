import { z } from 'zod';
import { LIMITS, PASSWORD_PATTERN, USER_PHONE_PATTERN, formatPhone, normalizeNickname } from '../rules.js';
import { ERRORS, MESSAGES } from '../messages.js';
import { type ConsentKind, ROLES } from '../enums.js';
import { envelope, singleLineText } from './common.js';

export const email = singleLineText(MESSAGES.emailInvalid)
  .trim()
  .toLowerCase()
  .pipe(z.email(MESSAGES.emailInvalid).max(254, MESSAGES.emailInvalid));

export const password = singleLineText(MESSAGES.passwordRule).regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

export const userName = singleLineText(MESSAGES.nameRule)
  .trim()
  .min(LIMITS.nameMin, MESSAGES.nameRule)
  .max(LIMITS.nameMax, MESSAGES.nameRule);

/**
 * A nickname, stored as `normalizeNickname` leaves it (look-alikes collide); one that is blank once
 * the invisible characters are gone is refused.
 */
export const userNickname = singleLineText(MESSAGES.nicknameRule)
  .transform(normalizeNickname)
  .pipe(
    z.string().trim().min(LIMITS.nicknameMin, MESSAGES.nicknameRule).max(LIMITS.nicknameMax, MESSAGES.nicknameRule),
  );

/** A mobile number, typed with or without hyphens; stored as 010-NNNN-NNNN. */
export const userPhone = singleLineText(MESSAGES.userPhoneRule)
  .trim()
  .transform((v) => (/^\d{11}$/.test(v) ? formatPhone(v) : v))
  .pipe(z.string().regex(USER_PHONE_PATTERN, MESSAGES.userPhoneRule));

export const role = z.enum(ROLES);

// POST /api/auth/send-code
export const sendCodeBody = z.object({ userId: email });
// POST /api/auth/verify-code
export const verifyCodeBody = z.object({
  email,
  code: singleLineText(MESSAGES.codeRecheck)
    .trim()
    .regex(/^\d{6}$/, MESSAGES.codeRecheck),
});

/**
 * Our sign-up forms' answers to the consents (an addition: the existing client sends none). Each key is
 * optional so that a missing required one is refused as E160 with the others, not as a malformed body.
 */
export const signupConsents = z.object({
  terms: z.boolean({ error: MESSAGES.recheckInput }).optional(),
  privacy: z.boolean({ error: MESSAGES.recheckInput }).optional(),
  age14: z.boolean({ error: MESSAGES.recheckInput }).optional(),
  marketing: z.boolean({ error: MESSAGES.recheckInput }).optional(),
} satisfies Record<ConsentKind, z.ZodType>);
export type SignupConsents = z.infer<typeof signupConsents>;

// POST /api/auth/signup
export const signupBody = z.object({
  userId: email,
  userPw: password,
  userName,
  userNickName: userNickname,
  userPhone,
  consents: signupConsents.optional(),
});
export type SignupBody = z.input<typeof signupBody>;

// POST /api/auth/login
export const loginBody = z.object({
  userId: singleLineText(MESSAGES.required).trim().toLowerCase().min(1, MESSAGES.required).max(254),
  userPw: singleLineText(MESSAGES.required).min(1, MESSAGES.required).max(200),
});
export const sessionUser = z.object({
  userNo: z.number().int(),
  userName: z.string(),
  userNickName: z.string(),
  userRole: role,
});
export type SessionUser = z.infer<typeof sessionUser>;
export const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export const loginResponse = envelope(tokenPair.extend(sessionUser.shape));
export type LoginResponse = z.infer<typeof loginResponse>;

// POST /api/auth/refresh — our app's silent refresh (rotation)
export const refreshBody = z.object({ refreshToken: singleLineText().min(1).max(200).optional() });
/** The refresh body: the refresh token, or no body at all (then the session cookie, ADR-0040). */
export const refreshRequestBody = refreshBody.nullish();
export const refreshResponse = envelope(tokenPair.extend(sessionUser.shape));

// POST /api/auth/logout
export const logoutBody = z.object({ refreshToken: singleLineText().max(200).optional() });
/** The logout body: the refresh token, or no body at all. */
export const logoutRequestBody = logoutBody.nullish();

// POST /api/auth/signup/kakao
export const kakaoSignupBody = z.object({
  accessToken: singleLineText(MESSAGES.kakaoInfoMissing).min(1, MESSAGES.kakaoInfoMissing).max(4000),
  userName,
  userPhone,
  consents: signupConsents.optional(),
});

// GET /api/auth/login/kakao?code=&state=
export const kakaoCallbackQuery = z.object({
  code: singleLineText().max(2000).optional(),
  state: singleLineText().max(2000).optional(),
  error: singleLineText().max(200).optional(),
});

// GET /api/auth/providers — which social logins are configured (our app hides the Kakao button otherwise)
export const providersResponse = z.object({ kakao: z.boolean() });

// POST /api/auth/password-reset/request — 비밀번호 찾기
export const passwordResetRequestBody = z.object({ userId: email });

/** The token of a reset link: 32 random bytes, base64url. Anything else is no link of ours (E150). */
export const passwordResetToken = singleLineText(ERRORS.E150.message)
  .trim()
  .regex(/^[\w-]{43}$/, ERRORS.E150.message);

// POST /api/auth/password-reset — the new password under the sign-up rule; its repetition is the form's
export const passwordResetBody = z.object({ token: passwordResetToken, newPw: password });

export const codeResponse = z.object({ success: z.boolean(), code: z.string(), message: z.string() });
