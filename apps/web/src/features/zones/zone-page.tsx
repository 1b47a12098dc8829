import { Link, useParams } from 'react-router';
import { usePositionAds } from '../../api/use-position-ads.ts';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { GoodsListing } from '../../components/goods/goods-listing.tsx';
import { KxGroups } from './kx-groups.tsx';
import { WELFARE, ZONE_PAGES } from './zone-config.ts';
import { ZoneHeader } from './zone-header.tsx';
import { paths } from '../../routing/paths.ts';
import { useWelfare } from '../../api/use-welfare.ts';
import './zones.css';

/**
 * Zone listings (/yx, /yx/table, /qxzq, /zyyp, /jxqzc, /jmzq, /welfare and the controlled-sales pages):
 * the goods list with the zone filter, under the zone banner.
 */
export function ZonePage() {
  const { name } = useRouteHandle();
  const params = useParams();
  const config = ZONE_PAGES[name] ?? WELFARE;
  // /kxzq/goods/{url}/{ads?}: a numeric url is a category of the zone; ads are the banner's ad ids.
  const adIds = name === 'kxzq_goods' && params.ads && /^\d+(,\d+)*$/.test(params.ads) ? params.ads : null;
  const categoryId = name === 'kxzq_goods' && /^\d+$/.test(params.url ?? '') ? Number(params.url) : undefined;
  const ads =
    usePositionAds(adIds ? { ids: adIds } : (config.banner ?? []), Boolean(adIds || config.banner)).data ?? [];
  const controlled = config.zone === 'kxzq';
  // The welfare zone says the rate the order will charge (the console may change it from 94折).
  const welfare = useWelfare(config.zone === 'welfare').data;
  const slogan = welfare ? `专区商品结算享${welfare.text}` : config.slogan;

  return (
    <div className={`container zone-page zone-page--${config.zone}`} data-testid="zone-page" data-zone={config.zone}>
      <ZoneHeader
        title={config.title}
        slogan={slogan}
        ads={ads}
        extra={
          config.zone === 'yx' ? (
            <Link className="zone-page__rule" to={paths.freeShippingRule} target="_blank">
              包邮规则 &gt;
            </Link>
          ) : null
        }
      />
      {controlled && <KxGroups />}
      <GoodsListing
        fixed={{ zone: config.zone, ...(categoryId ? { category_id: categoryId } : {}) }}
        view={config.view}
        viewPaths={config.viewPaths}
        emphasiseExpiry={config.emphasiseExpiry}
      />
    </div>
  );
}
