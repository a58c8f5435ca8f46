import type {
  ProfileForm,
  accountDeleteBody,
  passwordChangeBody,
  successMessage,
  verifyPasswordBody,
} from '@siktak/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client';
import { formDataOf } from '../../shared/api/form-data';

type Done = z.infer<typeof successMessage>;

const PROFILE_KEY = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api<ProfileForm>('/api/profile/form', { signal }),
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
      api<Done>('/api/profile/update', {
        method: 'PUT',
        body: formDataOf(fields, profileImage ? { profileImage: [profileImage] } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useVerifyPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof verifyPasswordBody>) =>
      api<Done>('/api/mypage/verify-password', { method: 'POST', body }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof passwordChangeBody>) =>
      api<Done>('/api/profile/password', { method: 'PUT', body }),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: z.input<typeof accountDeleteBody>) => api<Done>('/api/profile/delete', { method: 'PUT', body }),
  });
}
