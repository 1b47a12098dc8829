import { Link } from 'react-router';
import type { CommonData } from '@store/shared/api/focus';
import { SearchType } from '@store/shared/codes';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { usePositionAds } from '../../api/use-position-ads.ts';
import { AdCarousel, adTarget } from '../../components/ad-carousel.tsx';
import { useHomeBanner } from './use-home-data.ts';
import { paths } from '../../routing/paths.ts';
import '../../components/plain-button/plain-button.css';
import { Glyph } from '../../components/glyphs.tsx';

const searchUrl = (keywords: string) => `/search?${new URLSearchParams({ keywords, type: String(SearchType.DRUG) })}`;

/** Two small ads under the carousel: new-buyer picks and the daily specials. */
function PromoTiles() {
  const tiles = (usePositionAds(['xrtj', 'right']).data ?? []).slice(0, 2);
  return (
    <div className="home-hero__tiles">
      {tiles.map((ad) => {
        const target = adTarget(ad);
        const image = <img src={ad.image} alt={ad.title} />;
        return target && !target.external ? (
          <Link key={ad.id} to={target.to}>
            {image}
          </Link>
        ) : (
          <span key={ad.id}>{image}</span>
        );
      })}
    </div>
  );
}

/** Shown until (or when no) carousel ads arrive. */
function FallbackBanner() {
  return (
    <div className="home-hero__banner">
      <p className="home-hero__eyebrow">药店 · 诊所 · 企业 一站式采购</p>
      <h2>品牌正品 厂家直供</h2>
      <p>万种常用药品与医疗器械，阶梯价格，满额包邮，次日送达</p>
      <div className="home-hero__badges">
        <span>GSP认证</span>
        <span>资质齐全</span>
        <span>全程冷链</span>
        <span>正规发票</span>
      </div>
      <Link className="plain-btn plain-btn--primary plain-btn--large" to={paths.dailySpecials}>
        查看每日特价
      </Link>
    </div>
  );
}

export function HomeHero({ hotWords }: { hotWords: CommonData['rnss'] }) {
  const user = useUserBase(false).data;
  const ads = useHomeBanner().data ?? [];
  return (
    <section className="home-hero">
      {/* The nav bar's open category menu covers this column. */}
      <div className="home-hero__menu-space" />
      <div className="home-hero__carousel">
        {ads.length > 0 ? (
          <>
            <AdCarousel ads={ads} testId="home-banner" />
            <PromoTiles />
          </>
        ) : (
          <FallbackBanner />
        )}
      </div>
      <aside className="home-hero__side">
        <div className="home-hero__user">
          {isLoggedIn(user) ? (
            <>
              <p>您好，{user.name}</p>
              <p className="home-hero__company">{user.company}</p>
              <div className="home-hero__actions">
                <Link className="plain-btn plain-btn--small" to={paths.orders}>
                  我的订单
                </Link>
                <Link className="plain-btn plain-btn--small plain-btn--primary" to={paths.cart}>
                  购物车
                </Link>
              </div>
            </>
          ) : (
            <>
              <p>您好，欢迎来到采购商城</p>
              <p className="home-hero__muted">登录后查看会员价格</p>
              <div className="home-hero__actions">
                <Link className="plain-btn plain-btn--small plain-btn--primary" to={paths.login}>
                  登录
                </Link>
                <Link className="plain-btn plain-btn--small" to={paths.register}>
                  注册
                </Link>
              </div>
            </>
          )}
        </div>
        <div className="home-hero__hot">
          <h2>
            <Glyph name="fire" /> 热门搜索
          </h2>
          <ol>
            {hotWords.map((word, index) => (
              <li key={word.id}>
                <span className={index < 3 ? 'is-top' : ''}>{index + 1}</span>
                <Link to={searchUrl(word.name)}>{word.name}</Link>
              </li>
            ))}
          </ol>
        </div>
        <div className="home-hero__notice">
          <h2>
            <Glyph name="notification" /> 商城公告
          </h2>
          <Link to={paths.helpArticle(5)}>企业资质公示</Link>
          <Link to={paths.helpDelivery}>配送范围与时效说明</Link>
        </div>
      </aside>
    </section>
  );
}
