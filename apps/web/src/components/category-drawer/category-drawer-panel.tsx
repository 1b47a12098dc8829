import { Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import type { MenuCategory } from '@store/shared/api/focus';
import { paths } from '../../routing/paths.ts';

type Item = Required<MenuProps>['items'][number];

/** Every level of the tree; a parent opens to 全部{name} (its own list) followed by its children. */
function menuItems(categories: MenuCategory[]): Item[] {
  return categories.map((category) =>
    category.children.length > 0
      ? {
          key: `g${category.id}`,
          label: category.name,
          children: [{ key: String(category.id), label: `全部${category.name}` }, ...menuItems(category.children)],
        }
      : { key: String(category.id), label: category.name },
  );
}

type PanelProps = { categories: MenuCategory[]; open: boolean; onClose: () => void };

/** The drawer itself, in a file of its own: the page loads antd's Drawer and Menu only when a buyer opens it. */
export default function CategoryDrawerPanel({ categories, open, onClose }: PanelProps) {
  const navigate = useNavigate();
  return (
    <Drawer
      title="全部商品分类"
      placement="left"
      open={open}
      onClose={onClose}
      size="78%"
      styles={{ body: { padding: 0 } }}
      data-testid="category-drawer"
    >
      <Menu
        mode="inline"
        items={menuItems(categories)}
        onClick={({ key }) => {
          onClose();
          navigate(paths.categoryGoods(key));
        }}
      />
    </Drawer>
  );
}
