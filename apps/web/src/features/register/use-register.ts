import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyBody, forgetBody } from '@store/shared/api/account';
import { api } from '../../api/client.ts';
import { USER_BASE_KEY } from '../../api/use-user-base.ts';
import { setLoginFlag } from '../../lib/session-flags.ts';
import type { AccountValues } from './account-form.tsx';

/** POST /api/user/register: the account is created and logged in (the session cookie is set). */
export function useRegisterAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountValues) => api.post('/api/user/register', body),
    onSuccess: async () => {
      setLoginFlag();
      await client.invalidateQueries({ queryKey: USER_BASE_KEY });
    },
  });
}

/** POST /api/user/company: registration step 2 (the region as names joined by spaces). */
export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof companyBody>) => api.post('/api/user/company', body),
    onSuccess: () => client.invalidateQueries({ queryKey: USER_BASE_KEY }),
  });
}

/** POST /api/user/forget_password: mobile + code + the new password. */
export function useResetForgottenPassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof forgetBody>) => api.post('/api/user/forget_password', body),
  });
}
