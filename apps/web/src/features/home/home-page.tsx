import { Suspense } from 'react';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { useCommon } from '../../api/use-common.ts';
import { BrandWall } from './brand-wall.tsx';
import { DailySpecial } from './daily-special.tsx';
import { FlashSale } from './flash-sale.tsx';
import { HomeFloors } from './home-floors.tsx';
import { HomeHero } from './home-hero.tsx';
import { NewsList } from './news-list.tsx';
import { Recommendations } from './recommendations.tsx';
import { ZoneEntrances } from './zone-entrances.tsx';
import './home.css';
import './home-phone.css';

/** Home: the open category menu (from the nav bar), banner carousel, zone entrances, flash sale, daily specials, recommendations, brands, news, then the floors staff keep. */
export function HomePage() {
  const { data, isLoading } = useCommon();
  return (
    <div className="home-page">
      <div className="container">
        <HomeHero hotWords={data?.rnss ?? []} />
        <ZoneEntrances />
        {/* Each boundary hydrates in a task of its own after the rest of the page (React hydrates a server-rendered
            boundary apart), and the goods grids' rows each in their own (CardRows): a phone's one long hydration
            task became several short ones. Nothing here suspends. */}
        <Suspense fallback={null}>
          <FlashSale />
          <DailySpecial />
        </Suspense>
        <Suspense fallback={null}>
          <Recommendations />
        </Suspense>
        <Suspense fallback={null}>
          {isLoading ? <Spinner className="home-page__loading" /> : <BrandWall brands={data?.brand ?? []} />}
          <NewsList />
        </Suspense>
        <Suspense fallback={null}>
          <HomeFloors />
        </Suspense>
      </div>
    </div>
  );
}
