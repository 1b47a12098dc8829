import { Link } from 'react-router';
import type { MenuCategory } from '@store/shared/api/focus';
import { paths } from '../../routing/paths.ts';

/**
 * Every second-level category of one top category, each with all of its third levels: nothing is cut,
 * so a buyer finds 感冒颗粒 here without opening 感冒用药 first.
 */
export function CategoryFlyout({ category }: { category: MenuCategory }) {
  return (
    <div className="category-menu__flyout" data-testid="category-flyout">
      {category.children.map((child) => (
        <dl key={child.id}>
          <dt>
            <Link to={paths.categoryGoods(child.id)} data-level="2">
              {child.name}
            </Link>
          </dt>
          <dd>
            {child.children.map((leaf) => (
              <Link key={leaf.id} to={paths.categoryGoods(leaf.id)} data-level="3">
                {leaf.name}
              </Link>
            ))}
          </dd>
        </dl>
      ))}
    </div>
  );
}
