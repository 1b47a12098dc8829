import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordBody } from '@store/shared/api/account';
import type { updateUserInfoBody } from '@store/shared/api/user';
import { api } from '../../api/client.ts';
import { USER_BASE_KEY } from '../../api/use-user-base.ts';

/** POST /api/user/updateUserInfo, silent: the page tells an older server's 404 from a refusal itself. */
export function useSaveContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof updateUserInfoBody>) =>
      api.post('/api/user/updateUserInfo', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: USER_BASE_KEY }),
  });
}

/** POST /api/user/resetPassword: the owner proves it with the current password or an SMS code. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: z.input<typeof resetPasswordBody>) => api.post('/api/user/resetPassword', body),
  });
}
