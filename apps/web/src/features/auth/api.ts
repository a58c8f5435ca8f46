import type {
  LoginResponse,
  ProfileForm,
  SessionUser,
  SignupBody,
  codeResponse,
  kakaoSignupBody,
  loginBody,
  providersResponse,
  sendCodeBody,
  verifyCodeBody,
} from '@siktak/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';

type CodeAnswer = z.infer<typeof codeResponse>;

/** Which social logins the server has configured; the Kakao button shows only when it says so. */
export function useProviders() {
  return useQuery({
    queryKey: ['auth', 'providers'],
    queryFn: ({ signal }) => api<z.infer<typeof providersResponse>>('/api/auth/providers', { signal, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: z.input<typeof loginBody>) =>
      api<LoginResponse>('/api/auth/login', { method: 'POST', body, auth: false }),
  });
}

export function useSendCode() {
  return useMutation({
    mutationFn: (body: z.input<typeof sendCodeBody>) =>
      api<CodeAnswer>('/api/auth/send-code', { method: 'POST', body, auth: false }),
  });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: z.input<typeof verifyCodeBody>) =>
      api<CodeAnswer>('/api/auth/verify-code', { method: 'POST', body, auth: false }),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupBody) => api<CodeAnswer>('/api/auth/signup', { method: 'POST', body, auth: false }),
  });
}

export function useKakaoSignup() {
  return useMutation({
    mutationFn: (body: z.input<typeof kakaoSignupBody>) =>
      api<CodeAnswer>('/api/auth/signup/kakao', { method: 'POST', body }),
  });
}

/** The member of a fresh social login, for the session's `user` key (the callback URL carries no names). */
export async function fetchSessionUser(): Promise<SessionUser> {
  const profile = await api<ProfileForm>('/api/profile/form');
  return {
    userNo: profile.userNo,
    userName: profile.userName,
    userNickName: profile.userNickname,
    userRole: profile.userRole,
  };
}
