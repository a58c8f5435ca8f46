import { z } from 'zod';
import { LIMITS, PASSWORD_PATTERN, USER_PHONE_PATTERN, formatPhone } from '../rules.js';
import { MESSAGES } from '../messages.js';
import { ROLES } from '../enums.js';
import { envelope } from './common.js';

export const email = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email(MESSAGES.emailInvalid).max(254, MESSAGES.emailInvalid));

export const password = z.string({ error: MESSAGES.passwordRule }).regex(PASSWORD_PATTERN, MESSAGES.passwordRule);

export const userName = z
  .string({ error: MESSAGES.nameRule })
  .trim()
  .min(LIMITS.nameMin, MESSAGES.nameRule)
  .max(LIMITS.nameMax, MESSAGES.nameRule);

export const userNickname = z
  .string({ error: MESSAGES.nicknameRule })
  .trim()
  .min(LIMITS.nicknameMin, MESSAGES.nicknameRule)
  .max(LIMITS.nicknameMax, MESSAGES.nicknameRule);

/** A mobile number, typed with or without hyphens; stored as 010-NNNN-NNNN. */
export const userPhone = z
  .string({ error: MESSAGES.userPhoneRule })
  .trim()
  .transform((v) => (/^\d{11}$/.test(v) ? formatPhone(v) : v))
  .pipe(z.string().regex(USER_PHONE_PATTERN, MESSAGES.userPhoneRule));

export const role = z.enum(ROLES);

// POST /api/auth/send-code
export const sendCodeBody = z.object({ userId: email });
// POST /api/auth/verify-code
export const verifyCodeBody = z.object({
  email,
  code: z
    .string({ error: MESSAGES.codeRecheck })
    .trim()
    .regex(/^\d{6}$/, MESSAGES.codeRecheck),
});

// POST /api/auth/signup
export const signupBody = z.object({
  userId: email,
  userPw: password,
  userName,
  userNickName: userNickname,
  userPhone,
});
export type SignupBody = z.input<typeof signupBody>;

// POST /api/auth/login
export const loginBody = z.object({
  userId: z.string({ error: MESSAGES.required }).trim().toLowerCase().min(1, MESSAGES.required).max(254),
  userPw: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(200),
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
export const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const refreshResponse = envelope(tokenPair.extend(sessionUser.shape));

// POST /api/auth/logout
export const logoutBody = z.object({ refreshToken: z.string().max(200).optional() });

// POST /api/auth/signup/kakao
export const kakaoSignupBody = z.object({
  accessToken: z.string({ error: MESSAGES.kakaoInfoMissing }).min(1, MESSAGES.kakaoInfoMissing).max(4000),
  userName,
  userPhone,
});

// GET /api/auth/login/kakao?code=&state=
export const kakaoCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

// GET /api/auth/providers — which social logins are configured (our app hides the Kakao button otherwise)
export const providersResponse = z.object({ kakao: z.boolean() });

export const codeResponse = z.object({ success: z.boolean(), code: z.string(), message: z.string() });
