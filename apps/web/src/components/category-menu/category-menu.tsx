import { useState } from 'react';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { MenuCategory } from '@store/shared/api/focus';
import { Limits } from '@store/shared/codes';
import './category-menu.css';

const listUrl = (category: MenuCategory) => `/list?category_id=${category.id}`;

/** First 7 categories; hovering one shows its children (and theirs) in a flyout panel. */
export function CategoryMenu({ categories }: { categories: MenuCategory[] }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = categories.slice(0, Limits.CATEGORY_MENU_MAX);
  const current = shown.find((c) => c.id === hovered);
  // Common data failed or has not answered yet: an empty dark box would look broken.
  if (!shown.length) return null;
  return (
    <div className="category-menu" data-testid="category-menu" onMouseLeave={() => setHovered(null)}>
      <ul className="category-menu__list">
        {shown.map((category) => (
          <li
            key={category.id}
            className={category.id === hovered ? 'is-hovered' : ''}
            onMouseEnter={() => setHovered(category.id)}
          >
            <Link to={listUrl(category)} className="category-menu__name">
              {category.logo && <img src={category.logo} alt="" />}
              {category.name}
            </Link>
            <span className="category-menu__peek">
              {category.children.slice(0, 2).map((child) => (
                <Link key={child.id} to={listUrl(child)}>
                  {child.name}
                </Link>
              ))}
            </span>
            {category.children.length > 0 && <RightOutlined className="category-menu__arrow" />}
          </li>
        ))}
      </ul>
      {current && current.children.length > 0 && (
        <div className="category-menu__flyout">
          {current.children.map((child) => (
            <dl key={child.id}>
              <dt>
                <Link to={listUrl(child)}>{child.name}</Link>
              </dt>
              <dd>
                {child.children.map((leaf) => (
                  <Link key={leaf.id} to={listUrl(leaf)}>
                    {leaf.name}
                  </Link>
                ))}
              </dd>
            </dl>
          ))}
        </div>
      )}
    </div>
  );
}
