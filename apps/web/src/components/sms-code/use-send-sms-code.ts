import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createCodeBody } from '@store/shared/api/account';
import { api } from '../../api/client.ts';

/** POST /api/user/create_code: a code texted to the mobile; a refusal (too frequent, daily limit) is shown by the client. */
export function useSendSmsCode() {
  return useMutation({
    mutationFn: (body: z.input<typeof createCodeBody>) => api.post('/api/user/create_code', body),
  });
}
