import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, GiftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  LOTTERY_CLOSE_ANIMATION_MS,
  LOTTERY_CLOSE_CONFIRM,
  LOTTERY_RESULT_DELAY_MS,
} from '@store/shared/rules/lottery';
import { isCancelled } from '../../api/client.ts';
import {
  drawOnce,
  LOTTERY_KEY,
  useDrawActivity,
  useDrawAds,
  useDrawSimple,
  useDrawWinners,
} from '../../api/use-lottery.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { paths } from '../../routing/paths.ts';
import { closedToday, rememberClosed } from './closed-today.ts';
import { useCoversBuyingControls } from './use-covers-buying-controls.ts';
import './lottery-popup.css';

type Phase = 'open' | 'drawing' | 'closing' | 'closed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The bottom lottery popup of spec §4 for a logged-in buyer who has not joined the current activity: one
 * draw at a time (the button cannot start a second while loading, §5), the result alerted 2000 ms after the
 * draw starts (§9) with the win message of §8, '确认关闭' while drawing, and a 1000 ms close animation. Once
 * the buyer has joined, `simple` answers is_join 1 and the popup stays away.
 */
export function LotteryPopup() {
  const user = useUserBase(false).data;
  const loggedIn = isLoggedIn(user);
  const simple = useDrawSimple(loggedIn).data;
  const show = loggedIn && simple != null && simple.is_join === 0 && !closedToday(simple.id);
  return show ? <Popup id={simple.id} name={simple.name} remarks={simple.remarks} /> : null;
}

function Popup({ id, name, remarks }: { id: number; name: string; remarks: string }) {
  const [phase, setPhase] = useState<Phase>('open');
  // A ref as well as the state: two clicks in one frame both see the state before React re-renders.
  const drawing = useRef(false);
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  const activity = useDrawActivity(id).data;
  const winners = useDrawWinners(id).data ?? [];
  const ad = useDrawAds(true).data;
  // Over a goods page's 加入购物车 / 收藏 the card tucks into a small tab beside the page, until the buyer opens it.
  const card = useRef<HTMLElement>(null);
  const covers = useCoversBuyingControls(card);
  const [opened, setOpened] = useState(false);
  const tucked = covers && !opened && phase !== 'drawing';

  // After a draw the activity is re-read (is_join 1) only once the popup has slid away: re-read at once, the
  // answer unmounted the popup ~0.2 s into its 1000 ms close animation.
  const joined = useRef(false);
  useEffect(() => {
    if (phase !== 'closing') return;
    let refreshed = false;
    const refresh = () => {
      refreshed = true;
      if (joined.current) void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
    };
    const timer = setTimeout(() => {
      setPhase('closed');
      refresh();
    }, LOTTERY_CLOSE_ANIMATION_MS);
    return () => {
      clearTimeout(timer);
      if (!refreshed) refresh();
    };
  }, [phase, queryClient]);

  const close = () => {
    rememberClosed(id);
    setPhase('closing');
  };

  const start = async () => {
    if (drawing.current) return;
    drawing.current = true;
    setPhase('drawing');
    const started = Date.now();
    try {
      const result = await drawOnce(id);
      await wait(Math.max(0, LOTTERY_RESULT_DELAY_MS - (Date.now() - started)));
      (result.is_win ? modal.success : modal.info)({ title: '抽奖结果', content: result.message, okText: '知道了' });
      // Joined: the popup closes and does not come back (the activity is re-read when it has slid away).
      joined.current = true;
      // Stale now (records, draws left), refetched by whoever shows them next; the popup's own read waits.
      void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY, refetchType: 'none' });
      setPhase((p) => (p === 'closed' ? p : 'closing'));
    } catch (error) {
      // The client has alerted the refusal (draws used up, not approved …); the buyer may close or retry.
      if (!isCancelled(error)) setPhase((p) => (p === 'drawing' ? 'open' : p));
    } finally {
      drawing.current = false;
    }
  };

  const askClose = () => {
    if (phase !== 'drawing') return close();
    modal.confirm({
      title: '确认关闭',
      content: LOTTERY_CLOSE_CONFIRM,
      okText: '确认关闭',
      cancelText: '继续抽奖',
      onOk: close,
    });
  };

  if (phase === 'closed') return null;
  const busy = phase === 'drawing';
  const prizes = activity?.prizes.filter((p) => p.kind !== 'thanks') ?? [];
  return (
    <>
      {tucked && (
        <button type="button" className="lottery-popup-tab" onClick={() => setOpened(true)} aria-label="打开幸运抽奖">
          <GiftOutlined />
          <span>抽奖</span>
        </button>
      )}
      <aside
        ref={card}
        className={`lottery-popup${phase === 'closing' ? ' is-closing' : ''}${tucked ? ' is-tucked' : ''}`}
        aria-label="幸运抽奖"
        aria-hidden={tucked || undefined}
        data-testid="lottery-popup"
      >
        <button type="button" className="lottery-popup__close" aria-label="收起抽奖弹窗" onClick={askClose}>
          <CloseOutlined />
        </button>
        {ad?.image ? (
          <a className="lottery-popup__ad" href={ad.link || undefined}>
            <img src={ad.image} alt={name} />
          </a>
        ) : (
          <div className="lottery-popup__badge" aria-hidden>
            <GiftOutlined />
          </div>
        )}
        <div className="lottery-popup__body">
          <h2 className="lottery-popup__title">{name}</h2>
          <p className="lottery-popup__remarks">{remarks}</p>
          {prizes.length > 0 && (
            <ul className="lottery-popup__prizes" aria-label="奖品">
              {prizes.map((p) => (
                <li key={p.id}>{p.name}</li>
              ))}
            </ul>
          )}
        </div>
        <Winners winners={winners} />
        <div className="lottery-popup__actions">
          <Button type="primary" size="large" loading={busy} disabled={busy} onClick={() => void start()}>
            {busy ? '抽奖中…' : '立即抽奖'}
          </Button>
          <Link to={paths.lotteryRecords} className="lottery-popup__records">
            我的抽奖记录
          </Link>
        </div>
      </aside>
    </>
  );
}

/** The latest winners scrolling upwards (twice in a row, so the loop has no seam). */
function Winners({ winners }: { winners: { id: number; user_name: string; prize_name: string }[] }) {
  if (winners.length === 0) return <div className="lottery-popup__winners is-empty">快来抽取第一份大奖</div>;
  const rows = winners.length > 3 ? [...winners, ...winners] : winners;
  return (
    <div className="lottery-popup__winners" aria-label="中奖名单">
      <ul
        className={winners.length > 3 ? 'is-scrolling' : undefined}
        style={{ animationDuration: `${winners.length * 2}s` }}
      >
        {rows.map((w, i) => (
          <li key={`${w.id}-${i}`} aria-hidden={i >= winners.length || undefined}>
            恭喜 {w.user_name} 抽中 <b>{w.prize_name}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}
