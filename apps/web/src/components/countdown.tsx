import { useEffect, useRef, useState } from 'react';
import { countdown } from '@store/shared/rules/time';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Time left until `end` (10-digit seconds or ms), ticking each second. Shows zeros at expiry and calls
 * `onExpire` once (spec §4). `offsetMs` is server time minus client time, so sales end on the server's clock.
 */
export function Countdown({ end, offsetMs = 0, onExpire }: { end: number; offsetMs?: number; onExpire?: () => void }) {
  const [left, setLeft] = useState(() => countdown(end, Date.now() + offsetMs));
  const fired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    fired.current = false;
    const tick = () => {
      const next = countdown(end, Date.now() + offsetMs);
      setLeft(next);
      if (next.expired && !fired.current) {
        fired.current = true;
        expire.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end, offsetMs]);

  // A page rendered on the server counted a moment earlier: the first tick corrects the digits, so
  // hydrating does not treat the difference as a mismatch.
  return (
    <span className="countdown">
      {left.days > 0 && (
        <>
          <b suppressHydrationWarning>{left.days}</b>天
        </>
      )}
      <b suppressHydrationWarning>{pad(left.hours)}</b>:<b suppressHydrationWarning>{pad(left.minutes)}</b>:
      <b suppressHydrationWarning>{pad(left.seconds)}</b>
    </span>
  );
}
