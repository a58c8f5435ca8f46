import {
  type accountDeleteBody,
  type passwordChangeBody,
  profileCalls,
  type verifyPasswordBody,
} from '@siktak/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { formDataOf } from '../../shared/api/form-data';

const PROFILE_KEY = ['profile'] as const;
const CONSENTS_KEY = ['consents'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api.call(profileCalls.form, { signal }),
  });
}

export interface ProfileChange {
  userName: string;
  userNickname: string;
  userPhone: string;
  /** Only when the member picked a new picture. */
  profileImage: File | null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileImage, ...fields }: ProfileChange) =>
      api.call(profileCalls.update, {
        body: formDataOf(fields, profileImage ? { profileImage: [profileImage] } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useVerifyPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof verifyPasswordBody>) => api.call(profileCalls.verifyPassword, { body }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof passwordChangeBody>) => api.call(profileCalls.changePassword, { body }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: z.input<typeof accountDeleteBody>) => api.call(profileCalls.deleteAccount, { body }),
  });
}

/** The member's consents, the latest answer of each kind. */
export function useConsents() {
  return useQuery({
    queryKey: CONSENTS_KEY,
    queryFn: ({ signal }) => api.call(profileCalls.consents, { signal }),
  });
}

/** Turns 마케팅 정보 수신 on or off; the answer carries the consents as they now are. */
export function useSetMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreed: boolean) => api.call(profileCalls.marketingConsent, { body: { agreed } }),
    onSuccess: ({ consents }) => queryClient.setQueryData(CONSENTS_KEY, { consents }),
  });
}
