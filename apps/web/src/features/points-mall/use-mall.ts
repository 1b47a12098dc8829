/**
 * Points-mall calls (packages/shared/src/api/mall.ts): the mall page, redeeming, and the buyer's points orders.
 * Redeeming and cancelling change the points, so the member centre, /jfgl and the wallet read them again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@store/shared/api/envelope';
import type { MallGoodsPage, PointsOrder, PointsOrdersPage, RedeemAnswer } from '@store/shared/api/mall';
import { api } from '../../api/client.ts';

const MALL_KEY = ['mall', 'goods'] as const;
const ORDERS_KEY = ['user', 'points_orders'] as const;
/** What a redemption or a cancellation changes besides the mall and the orders. */
const TOUCHED = [['user'], ['wallet']] as const;

export type MallFilters = {
  page: number;
  category?: string;
  keywords?: string;
  min_points?: number;
  max_points?: number;
};

/** GET /api/mall/goods */
export function useMallGoods(filters: MallFilters) {
  return useQuery({
    queryKey: [...MALL_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<MallGoodsPage>('/api/mall/goods', { query: { ...filters, page_size: 12 }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([MALL_KEY, ORDERS_KEY, ...TOUCHED].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * POST /api/mall/redeem: a refusal (积分不足, 库存不足, 限兑) goes to `onRefusal` for the dialog to show,
 * instead of the client's alert.
 */
export function useRedeem(onRefusal: (msg: string) => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { goods_id: number; number: number; address_id?: number }) =>
      api.post<RedeemAnswer>('/api/mall/redeem', body, {
        onBusinessError: (envelope: Envelope<unknown>) => onRefusal(envelope.msg),
      }),
    onSettled: refresh,
  });
}

/** GET /api/user/points_orders ?page,status */
export function usePointsOrders(filters: { page: number; status?: number }) {
  return useQuery({
    queryKey: [...ORDERS_KEY, filters],
    queryFn: ({ signal }) =>
      api.get<PointsOrdersPage>('/api/user/points_orders', { query: { ...filters, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/user/points_orders/{id}/cancel | confirm */
export function usePointsOrderAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'confirm' }) =>
      api.post<PointsOrder>(`/api/user/points_orders/${id}/${action}`),
    onSettled: refresh,
  });
}

/** GET /api/user/points_orders/{id}: the detail drawer, also for an order not on the current page. */
export function usePointsOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => api.get<PointsOrder>(`/api/user/points_orders/${id}`, { signal }),
    enabled: id !== null,
  });
}
