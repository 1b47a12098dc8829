import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { toMillis } from '@store/shared/rules/time';

/**
 * Ticks once per second from the server's timestamp, so promotions read against the server's clock.
 * The offset between server and client is kept, not the server time itself: a tab in the background
 * has its timers slowed, and counting ticks would drift.
 */
export function HeaderClock({ serverTimestamp }: { serverTimestamp?: number }) {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (serverTimestamp) setOffset(toMillis(serverTimestamp) - Date.now());
  }, [serverTimestamp]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (!serverTimestamp) return null;
  return (
    <span className="header-clock" data-testid="header-clock">
      {dayjs(now + offset).format('YYYY年MM月DD日 dddd HH:mm:ss')}
    </span>
  );
}
