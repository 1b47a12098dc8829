import { Link, useLocation } from 'react-router';
import type { CommonData, NavItem } from '@store/shared/api/focus';
import { categoriesFor, type ZoneFlags } from './zone-categories.ts';
import { Limits, Msg } from '@store/shared/codes';
import { CategoryMenu } from '../category-menu/category-menu.tsx';
import { CategoryDrawer } from '../category-drawer/category-drawer.tsx';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { Glyph } from '../glyphs.tsx';

/** The brand zone's addresses (spec §2: /ppzq_index, its alias /ppzq, and the brand pages under /ppzq/info). */
const BRAND_ZONE = /^\/ppzq(_index)?(\/|$)/;

function NavLink({ item }: { item: NavItem }) {
  const { modal } = useFeedback();
  const label = item.image ? <img src={item.image} alt={item.name} className="nav-bar__image" /> : item.name;
  if (!item.url) {
    // Spec §8: a link without a target tells the buyer the activity has not started.
    return (
      <button
        type="button"
        className="link-button"
        onClick={() => modal.info({ title: Msg.TIMEOUT_TITLE, content: Msg.ACTIVITY_NOT_STARTED })}
      >
        {label}
      </button>
    );
  }
  const external = /^[a-z]+:\/\//i.test(item.url);
  const target = item.is_open ? '_blank' : undefined;
  if (external) {
    return (
      <a href={item.url} target={target} rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return (
    <Link to={item.url} target={target}>
      {label}
    </Link>
  );
}

export function NavBar({
  common,
  user,
  menuOpen,
  brand = false,
}: {
  common?: CommonData;
  /** The buyer's user state (null for a visitor): its flags open the zone menus (spec §6). */
  user: ZoneFlags | null;
  menuOpen: boolean;
  /** The route's brand flag: every brand zone page keeps the zone's entry current, not only its index. */
  brand?: boolean;
}) {
  const { pathname } = useLocation();
  const current = (url: string) => (url && (url === pathname || (brand && BRAND_ZONE.test(url))) ? 'is-current' : '');
  const phone = useIsPhone();
  const items = (common?.nav ?? []).slice(0, Limits.TOP_NAV_MAX);
  const categories = categoriesFor(pathname, common, user);
  return (
    <div className="nav-bar">
      <div className="container nav-bar__inner">
        {phone ? (
          <CategoryDrawer categories={categories} />
        ) : (
          <div className="nav-bar__all">
            <CategoryMenu categories={categories} pinned={menuOpen} />
          </div>
        )}
        <ul className="nav-bar__items">
          {items.map((item) =>
            // A phone's nav is a strip that scrolls sideways, where nothing can hang below an item: the
            // children follow their parent in the strip instead.
            phone ? (
              [item, ...item.children].map((entry) => (
                <li key={entry.id} className={current(entry.url)}>
                  <NavLink item={entry} />
                </li>
              ))
            ) : (
              <li key={item.id} className={current(item.url)}>
                {item.children.length > 0 ? (
                  // A submenu that opens on hover and keyboard focus in CSS: antd's Dropdown brought its menu
                  // library and ~30 kB of generated styles into every page for these two links.
                  <div className="nav-bar__parent">
                    <NavLink item={item} /> <Glyph name="down" />
                    <ul className="nav-bar__sub">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <NavLink item={child} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : (
                  <NavLink item={item} />
                )}
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
