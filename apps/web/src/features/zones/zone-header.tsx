import type { ReactNode } from 'react';
import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link } from 'react-router';
import type { Ad } from '@store/shared/api/promotions';
import { AdCarousel } from '../../components/ad-carousel.tsx';
import { paths } from '../../routing/paths.ts';

/** A zone's banner (or a plain title band when it has no ads), its title and slogan. */
export function ZoneHeader({
  title,
  slogan,
  ads,
  extra,
}: {
  title: string;
  slogan: string;
  ads: Ad[];
  extra?: ReactNode;
}) {
  return (
    <>
      <Crumbs className="zone-page__crumbs" items={[{ title: <Link to={paths.home}>首页</Link> }, { title }]} />
      {ads.length > 0 ? (
        <AdCarousel ads={ads} height={240} testId="zone-banner" />
      ) : (
        <div className="zone-page__band">
          <strong>{title}</strong>
          <p>{slogan}</p>
        </div>
      )}
      <div className="zone-page__title">
        <h1 data-testid="zone-title">{title}</h1>
        <span>{slogan}</span>
        {extra}
      </div>
    </>
  );
}
