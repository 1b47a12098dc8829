import { useEffect, useState } from 'react';
import { toMillis } from '@store/shared/rules/time';
import { formatStoreTime } from '@store/shared/rules/store-time';

/**
 * Ticks once per second from the server's timestamp, so promotions read against the server's clock.
 * The offset between server and client is kept, not the server time itself: a tab in the background
 * has its timers slowed, and counting ticks would drift.
 */
export function HeaderClock({ serverTimestamp }: { serverTimestamp?: number }) {
  const [serverNow, setServerNow] = useState<number | null>(null);

  useEffect(() => {
    if (!serverTimestamp) return;
    const offset = toMillis(serverTimestamp) - Date.now();
    const tick = () => setServerNow(Date.now() + offset);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverTimestamp]);

  if (!serverTimestamp || serverNow === null) return null;
  return (
    <span className="header-clock" data-testid="header-clock">
      {formatStoreTime(serverNow, 'YYYY年MM月DD日 dddd HH:mm:ss')}
    </span>
  );
}
