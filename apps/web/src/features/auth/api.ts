import {
  type SessionUser,
  type SignupBody,
  authCalls,
  type kakaoSignupBody,
  type loginBody,
  type passwordResetBody,
  type passwordResetRequestBody,
  profileCalls,
  type sendCodeBody,
  type verifyCodeBody,
} from '@siktak/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, pathOfCall } from '../../shared/api/client';

/** The Kakao login link (a navigation: the server redirects to Kakao and back). */
export const KAKAO_START_URL = pathOfCall(authCalls.kakaoStart);

/** Which social logins the server has configured; the Kakao button shows only when it says so. */
export function useProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api.call(authCalls.providers, { signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: z.input<typeof loginBody>) => api.call(authCalls.login, { body, auth: false }),
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (body: z.input<typeof sendCodeBody>) => api.call(authCalls.sendCode, { body, auth: false }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: z.input<typeof verifyCodeBody>) => api.call(authCalls.verifyCode, { body, auth: false }),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api.call(authCalls.signup, { body, auth: false }),
  });
}

export function useKakaoSignup() {
  return useMutation({
    mutationFn: (body: z.input<typeof kakaoSignupBody>) => api.call(authCalls.kakaoSignup, { body }),
  });
}

/** 비밀번호 찾기: the server answers the same for any address and mails only its owner. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: z.input<typeof passwordResetRequestBody>) =>
      api.call(authCalls.requestPasswordReset, { body, auth: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof passwordResetBody>) => api.call(authCalls.resetPassword, { body, auth: false }),
  });
}

/** The member of a fresh social login, for the session's `user` key (the callback URL carries no names). */
export async function fetchSessionUser(): Promise<SessionUser> {
  const profile = await api.call(profileCalls.form);
  return {
    userNo: profile.userNo,
    userName: profile.userName,
    userNickName: profile.userNickname,
    userRole: profile.userRole,
  };
}
