import dayjs from 'dayjs';
import { toMillis } from '@store/shared/rules/time';

/** A server timestamp (10 digits = seconds) as the buyer reads it: 2026-11-23 10:45. */
export const formatTime = (timestamp: number | null | undefined): string =>
  timestamp ? dayjs(toMillis(timestamp)).format('YYYY-MM-DD HH:mm') : '';
