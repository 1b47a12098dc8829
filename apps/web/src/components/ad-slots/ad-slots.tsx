import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Ad } from '@store/shared/api/promotions';
import { Msg } from '@store/shared/codes';
import { api } from '../../api/client.ts';
import { usePositionAds } from '../../api/use-position-ads.ts';
import { useActivityTap } from '../../api/use-activity-tap.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { adAction, closedToday, closeForToday } from './ad-rule.ts';
import './ad-slots.css';

type Slot = 'top' | 'corner';

/**
 * GET /api/focus/slots — the frame's ads (top banner and corner), one call shared by both. Rendered on the
 * server with the page, so the top banner is in the first HTML and does not push the page down later.
 */
function useFrameAds() {
  return useQuery({
    queryKey: ['focus', 'slots'],
    queryFn: ({ signal }) => api.get<Record<Slot, Ad[]>>('/api/focus/slots', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The first ad of a slot that this browser has not closed today. Decided after mounting: the server cannot
 * read the browser's storage, so the first render shows what the server rendered.
 */
const noSubscription = () => () => {};

function useOpenAd(slot: Slot): [Ad | undefined, () => void] {
  const ad = useFrameAds().data?.[slot]?.[0];
  // Read from storage in the browser; the server (and hydration) take it as not closed.
  const closedEarlier = useSyncExternalStore(
    noSubscription,
    () => Boolean(ad && closedToday(window.localStorage, slot, ad.id)),
    () => false,
  );
  const [closedNow, setClosedNow] = useState(false);
  const close = () => {
    if (ad) closeForToday(window.localStorage, slot, ad.id);
    setClosedNow(true);
  };
  return [closedEarlier || closedNow ? undefined : ad, close];
}

/** The ad's link, or the spec's message when its activity has not started or it has no target. */
function AdLink({ ad, slot, className, children }: { ad: Ad; slot: string; className: string; children: ReactNode }) {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const { mutate: tap } = useActivityTap();
  const open = () => {
    // Counted for the taps report whatever the click then does (a link, or the spec's message).
    tap({ ad_id: ad.id, position: slot });
    const action = adAction(ad, Math.floor(Date.now() / 1000));
    if (action.kind === 'message') modal.info({ title: Msg.TIMEOUT_TITLE, content: action.text });
    else if (action.external) window.open(action.url, '_blank', 'noopener,noreferrer');
    else navigate(action.url);
  };
  return (
    <button type="button" className={className} onClick={open}>
      {children}
    </button>
  );
}

/** 顶部通栏: a strip above the header, closed for the day with its ×. */
export function TopAd() {
  const [ad, close] = useOpenAd('top');
  if (!ad) return null;
  return (
    <div className="top-ad" data-testid="top-ad">
      {/* The × sits at the page's width, clear of the right sidebar over the window's edge. */}
      <div className="container top-ad__inner">
        <AdLink ad={ad} slot="top" className="top-ad__link">
          {/* The page's first picture: fetched before the others. */}
          <img src={ad.image} alt={ad.title} width={1200} height={60} fetchPriority="high" />
        </AdLink>
        <button type="button" className="top-ad__close" aria-label="关闭广告" onClick={close}>
          ×
        </button>
      </div>
    </div>
  );
}

/** 右下角浮窗: a small picture in the corner over the page, closed for the day with its ×. */
export function CornerAd() {
  const [ad, close] = useOpenAd('corner');
  if (!ad) return null;
  return (
    <aside className="corner-ad" data-testid="corner-ad" aria-label={ad.title}>
      <AdLink ad={ad} slot="corner" className="corner-ad__link">
        <img src={ad.image} alt={ad.title} width={240} height={80} />
        <span className="corner-ad__title">{ad.title}</span>
      </AdLink>
      <button type="button" className="corner-ad__close" aria-label="关闭广告" onClick={close}>
        ×
      </button>
    </aside>
  );
}

/** The login page's ad (登录页), under its promise list; its link follows the same rule as the others. */
export function LoginAd() {
  const ad = usePositionAds('login').data?.[0];
  if (!ad) return null;
  return (
    <AdLink ad={ad} slot="login" className="login-ad">
      <img src={ad.image} alt={ad.title} width={360} height={120} />
    </AdLink>
  );
}
