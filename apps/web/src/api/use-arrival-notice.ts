import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArrivalNoticeState } from '@store/shared/api/arrival';
import { Msg } from '@store/shared/codes';
import { api } from './client.ts';
import { FAVORITE_KEY } from './use-favorites.ts';

/** 常购清单's queries (features/quick-buy): its rows carry the goods' `arrival_notice`. */
export const FAST_BUY_KEY = ['user', 'fast_buy'] as const;
import { useFeedback } from '../lib/feedback/feedback.tsx';

/**
 * POST /api/goods/{id}/arrival_notice (到货提醒) or …/arrival_notice/cancel. Lists, the detail page, /star
 * and 常购清单 read `arrival_notice` from the goods, so they are asked again after either. A visitor's call
 * answers 10001 and the client takes them to the login page.
 */
export function useArrivalNotice() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useMutation({
    mutationFn: ({ goodsId, subscribe }: { goodsId: number; subscribe: boolean }) =>
      api.post<ArrivalNoticeState>(`/api/goods/${goodsId}/arrival_notice${subscribe ? '' : '/cancel'}`),
    onSuccess: (state) => {
      void message.success(state.arrival_notice === 1 ? Msg.ARRIVAL_NOTICE_ADDED : Msg.ARRIVAL_NOTICE_CANCELLED);
      void queryClient.invalidateQueries({ queryKey: ['goods'] });
      void queryClient.invalidateQueries({ queryKey: FAVORITE_KEY });
      void queryClient.invalidateQueries({ queryKey: FAST_BUY_KEY });
    },
  });
}
