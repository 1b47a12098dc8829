import { Link } from 'react-router';
import type { CommonData } from '@store/shared/api/focus';
import { paths } from '../../routing/paths.ts';

export function BrandWall({ brands }: { brands: CommonData['brand'] }) {
  if (!brands.length) return null;
  return (
    <section className="brand-wall" data-testid="brand-wall">
      <header className="floor-title">
        <h2>品牌专区</h2>
        <span>知名药企 品质之选</span>
        <Link to={paths.brands}>更多品牌 &gt;</Link>
      </header>
      <ul>
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={paths.brand(brand.id)}>
              {brand.logo ? (
                <img src={brand.logo} alt={brand.name} />
              ) : (
                <span className="brand-wall__name">{brand.name}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
