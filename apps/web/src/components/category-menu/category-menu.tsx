import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { MenuCategory } from '@store/shared/api/focus';
import { Limits } from '@store/shared/codes';
import { CategoryFlyout } from './category-flyout.tsx';
import { paths } from '../../routing/paths.ts';
import './category-menu.css';
import { Glyph } from '../glyphs.tsx';

type Props = {
  categories: MenuCategory[];
  /** The home page keeps the first level open beside its banner; elsewhere the button opens it. */
  pinned: boolean;
};

/**
 * 全部商品分类: a button that opens the first 7 categories; the one pointed at or focused shows every
 * second- and third-level category under it in a flyout, which follows it in the Tab order. Keyboard:
 * Enter, Space or ArrowDown on the button opens and focuses the first category, ArrowUp/ArrowDown move
 * between categories, ArrowRight enters the flyout and ArrowLeft leaves it, Escape closes and gives the
 * focus back to the button. Leaving with the mouse or the focus closes it.
 */
export function CategoryMenu({ categories, pinned }: Props) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const panelId = useId();
  const shown = categories.slice(0, Limits.CATEGORY_MENU_MAX);
  const expanded = (pinned || open) && shown.length > 0;

  const tops = () => [...(panel.current?.querySelectorAll<HTMLElement>('.category-menu__name') ?? [])];
  const close = (returnFocus: boolean) => {
    // Closed with the focus inside (Escape, or the pointer leaving while a key moved through it): the focus
    // goes back to the toggle, not to the page's body with the links that held it.
    const focusInside = panel.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    setCurrent(null);
    if (returnFocus || focusInside) toggle.current?.focus();
  };
  // The panel must be in the page before a link in it can take the focus: render it now, then focus.
  const openAndFocusFirst = () => {
    flushSync(() => setOpen(true));
    tops()[0]?.focus();
  };

  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    openAndFocusFirst();
  };

  const onPanelKey = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    const links = tops();
    const at = links.indexOf(target);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (at >= 0 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      links[(at + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    } else if (at >= 0 && event.key === 'ArrowRight') {
      event.preventDefault();
      target.closest('li')?.querySelector<HTMLElement>('.category-menu__flyout a')?.focus();
    } else if (at < 0 && event.key === 'ArrowLeft' && target.closest('.category-menu__flyout')) {
      event.preventDefault();
      target.closest('li')?.querySelector<HTMLElement>('.category-menu__name')?.focus();
    }
  };

  // Tab past the last link (or to anything outside) closes the menu as the mouse leaving it does. A click
  // on a blank part of the open menu blurs to nothing: the pointer is still over it, so it stays open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  // Common data failed or has not answered yet: an empty dark box would look broken.
  if (!shown.length) return null;
  return (
    <div
      className="category-menu-root"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => close(false)}
      onBlur={onBlur}
    >
      <button
        ref={toggle}
        type="button"
        className="category-menu__toggle"
        aria-expanded={expanded}
        aria-controls={panelId}
        // A pointer has already opened the menu by entering it: its click keeps it open (toggling here closed the
        // menu a buyer had just opened by pointing, whenever the click came after the hover's render). A
        // keyboard's click (detail 0) toggles.
        onClick={(event) => (pinned ? tops()[0]?.focus() : setOpen(event.detail === 0 ? !open : true))}
        onKeyDown={onToggleKey}
      >
        <Glyph name="unorderedList" /> 全部商品分类
      </button>
      <nav
        ref={panel}
        id={panelId}
        className="category-menu"
        data-testid="category-menu"
        aria-label="商品分类"
        hidden={!expanded}
        onKeyDown={onPanelKey}
        // A chosen category opens its list: the menu has done its work, whether clicked or Entered.
        onClick={(event) => (event.target as HTMLElement).closest('a') && close(false)}
      >
        <ul className="category-menu__list">
          {shown.map((category) => (
            <li
              key={category.id}
              className={category.id === current ? 'is-hovered' : ''}
              onMouseEnter={() => setCurrent(category.id)}
            >
              <div className="category-menu__row">
                <Link
                  to={paths.categoryGoods(category.id)}
                  className="category-menu__name"
                  aria-expanded={category.children.length > 0 ? category.id === current : undefined}
                  onFocus={() => setCurrent(category.id)}
                >
                  {category.logo && <img src={category.logo} alt="" />}
                  {category.name}
                </Link>
                {/* A preview of the flyout's first links: the flyout itself is the way by keyboard. */}
                <span className="category-menu__peek">
                  {category.children.slice(0, 2).map((child) => (
                    <Link key={child.id} to={paths.categoryGoods(child.id)} tabIndex={-1}>
                      {child.name}
                    </Link>
                  ))}
                </span>
                {category.children.length > 0 && <Glyph name="right" className="category-menu__arrow" />}
              </div>
              {category.id === current && category.children.length > 0 && <CategoryFlyout category={category} />}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
