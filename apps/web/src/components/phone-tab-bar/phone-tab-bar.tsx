import { NavLink } from 'react-router';
import { Limits } from '@store/shared/codes';
import { useCartTotal } from '../../api/use-cart-total.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { paths } from '../../routing/paths.ts';
import './phone-tab-bar.css';
import { CountBadge } from '../count-badge/count-badge.tsx';
import { Glyph } from '../glyphs.tsx';

/** The bottom tab bar of a phone (the right sidebar's place on a desktop): home, goods, cart, me. */
export function PhoneTabBar() {
  const user = useUserBase(false).data;
  const cartTotal = useCartTotal(isLoggedIn(user)).data ?? 0;
  const tab = ({ isActive }: { isActive: boolean }) => `phone-tab-bar__tab${isActive ? ' is-active' : ''}`;
  return (
    <nav className="phone-tab-bar" aria-label="手机导航">
      <NavLink to={paths.home} end className={tab}>
        <Glyph name="home" />
        <span>首页</span>
      </NavLink>
      <NavLink to={paths.goodsList} className={tab}>
        <Glyph name="appstore" />
        <span>全部商品</span>
      </NavLink>
      <NavLink to={paths.cart} className={tab}>
        <CountBadge count={cartTotal} max={Limits.CART_BADGE_MAX}>
          <Glyph name="cart" />
        </CountBadge>
        <span>购物车</span>
      </NavLink>
      <NavLink to={isLoggedIn(user) ? paths.memberCentre : paths.login} className={tab}>
        <Glyph name="user" />
        <span>我的</span>
      </NavLink>
    </nav>
  );
}
