import { Skeleton } from 'antd';
import { useCommon } from '../../api/use-common.ts';
import { BrandWall } from './brand-wall.tsx';
import { HomeHero } from './home-hero.tsx';

/** Home: the open category menu (from the nav bar), a hero with hot words and the brand wall. Goods floors come with the catalogue issue. */
export function HomePage() {
  const { data, isLoading } = useCommon();
  return (
    <div className="home-page">
      <div className="container">
        <HomeHero hotWords={data?.rnss ?? []} />
        {isLoading ? <Skeleton active /> : <BrandWall brands={data?.brand ?? []} />}
      </div>
    </div>
  );
}
