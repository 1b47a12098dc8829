import { Link, useLocation } from 'react-router';
import { Price } from '../price.tsx';
import { paths } from '../../routing/paths.ts';
import './goods.css';
import './goods-phone.css';

/** The tip the server sends an anonymous visitor; it becomes a login link. */
export const LOGIN_PRICE_TIP = '登录可见';

/**
 * A goods' price, or the server's reason it is hidden (pharma rule: no price before login, before the
 * qualification review passes, or for controlled-sales goods before the buyer is admitted).
 */
export function GoodsPrice({
  value,
  tip,
  size = 'normal',
  insideLink = false,
}: {
  value: number | null;
  tip: string;
  size?: 'normal' | 'large';
  /** The price sits inside a link to the goods (a link may not hold another): the login tip is text. */
  insideLink?: boolean;
}) {
  const { pathname, search } = useLocation();
  if (value !== null) return <Price value={value} size={size} />;
  if ((tip === LOGIN_PRICE_TIP || !tip) && !insideLink) {
    return (
      <Link
        className="price price--hidden price--login"
        data-testid="price-tip"
        to={paths.loginThen(pathname + search)}
      >
        {LOGIN_PRICE_TIP}
      </Link>
    );
  }
  return (
    <span className="price price--hidden" data-testid="price-tip">
      {tip || LOGIN_PRICE_TIP}
    </span>
  );
}
