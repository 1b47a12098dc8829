import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The page's buying controls (a goods page's quantity, 加入购物车 and 收藏) carry this attribute; the lottery
 * popup must never lie over them (issue #36).
 */
export const BUYING_CONTROLS = 'data-buying-controls';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.width > 0 && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * True while the element (fixed, measured even when hidden with `visibility`) lies over one of the page's
 * buying controls. Checked before the first paint, then once a frame after a scroll, a resize or a change of
 * the page (a goods page that renders after the popup, a page that grows).
 */
export function useCoversBuyingControls(ref: RefObject<HTMLElement | null>): boolean {
  const [covers, setCovers] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = element.getBoundingClientRect();
      const controls = document.querySelectorAll(`[${BUYING_CONTROLS}]`);
      setCovers([...controls].some((control) => overlaps(own, control.getBoundingClientRect())));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    check();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    // A page that grows or shrinks without a node added (a stylesheet, an image, a font) moves the controls too.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return covers;
}
