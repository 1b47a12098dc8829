import { useEffect, useRef } from 'react';
import type { CommonData } from '@store/shared/api/focus';
import { useCommon } from '../../api/use-common.ts';
import { zoneTreeMissing, type ZoneFlags } from './zone-categories.ts';

/**
 * The common data, read again when the user state opens a zone tree that the copy read before lacks (an
 * operator turned the buyer's flag on since): the zone menu follows the flags, not a 5-minute-old answer.
 * Once per state of the flags, so a zone whose tree is truly empty costs one extra read, not a loop.
 */
export function useCommonFollowingZoneFlags(pathname: string, user: ZoneFlags | null): CommonData | undefined {
  const common = useCommon();
  const missing = zoneTreeMissing(pathname, common.data, user);
  const flags = user ? `${user.is_show_youx}${user.is_special}` : '';
  const asked = useRef<string | null>(null);
  const { refetch } = common;
  useEffect(() => {
    if (!missing || asked.current === flags) return;
    asked.current = flags;
    void refetch({ cancelRefetch: false });
  }, [missing, flags, refetch]);
  return common.data;
}
