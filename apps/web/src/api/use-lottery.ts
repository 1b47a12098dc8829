import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DrawActivity, DrawAds, DrawRecordRow, DrawResult, DrawSimple, DrawWinner } from '@store/shared/api/draw';
import { api } from './client.ts';

export const LOTTERY_KEY = ['draw'] as const;

/** GET /api/draw/simple — the current activity for the popup, with is_join. */
export function useDrawSimple(enabled: boolean) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'simple'],
    queryFn: ({ signal }) => api.get<DrawSimple>('/api/draw/simple', { silent: true, signal }),
    enabled,
  });
}

/** GET /api/draw/{id}/activity — rules, prizes and the buyer's draws left. */
export function useDrawActivity(id: number | undefined) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'activity', id],
    queryFn: ({ signal }) => api.get<DrawActivity>(`/api/draw/${id}/activity`, { silent: true, signal }),
    enabled: id !== undefined,
  });
}

/** GET /api/draw/new_record ?id — the latest winners, refreshed while the popup is open. */
export function useDrawWinners(id: number | undefined) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'winners', id],
    queryFn: ({ signal }) => api.get<DrawWinner[]>('/api/draw/new_record', { query: { id }, silent: true, signal }),
    enabled: id !== undefined,
    refetchInterval: 30_000,
  });
}

/** GET /api/draw/ads — the popup's ad. */
export function useDrawAds(enabled: boolean) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'ads'],
    queryFn: ({ signal }) => api.get<DrawAds>('/api/draw/ads', { silent: true, signal }),
    enabled,
  });
}

/**
 * GET /api/draw ?id — one draw. A GET that changes state (spec §7): it sends the same-site header the
 * server asks of every state-changing call.
 */
export const drawOnce = (id: number) =>
  api.get<DrawResult>('/api/draw', { query: { id }, headers: { 'x-requested-with': 'XMLHttpRequest' } });

type RecordPage = { data: DrawRecordRow[]; total: number; page: number; page_size: number };

/** GET /api/draw/record — this buyer's draws, newest first. */
export function useDrawRecords(page: number) {
  return useQuery({
    queryKey: [...LOTTERY_KEY, 'record', page],
    queryFn: ({ signal }) => api.get<RecordPage>('/api/draw/record', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
