import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { feedbackBody, messagePage } from '@store/shared/api/messages';
import { api } from '../../api/client.ts';
import { USER_BASE_KEY } from '../../api/use-user-base.ts';

export type MessagePage = z.infer<typeof messagePage>;
export type Message = MessagePage['data'][number];
const MESSAGES_KEY = ['user', 'message'] as const;

/** GET /api/user/message; `isRead` 0 = unread only, undefined = all. */
export function useMessages(page: number, pageSize: number, isRead?: 0 | 1) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, page, pageSize, isRead ?? 'all'],
    queryFn: ({ signal }) =>
      api.get<MessagePage>('/api/user/message', { query: { page, page_size: pageSize, is_read: isRead }, signal }),
  });
}

/** Mark one (id) or every message (no id) read; the lists and the header/sidebar badges reload. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: number) =>
      id ? api.post(`/api/user/message/${id}/read`) : api.post('/api/user/message/read_all'),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: MESSAGES_KEY });
      void client.invalidateQueries({ queryKey: USER_BASE_KEY });
    },
  });
}

/** POST /api/user/feedback: a suggestion or complaint from the account pages. */
export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: z.input<typeof feedbackBody>) => api.post('/api/user/feedback', body),
  });
}
