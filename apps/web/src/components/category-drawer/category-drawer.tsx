import { useState } from 'react';
import { Button, Drawer, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
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

/** The category tree of a phone: a drawer from the left, opened by the nav bar's 分类 button. */
export function CategoryDrawer({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button
        type="primary"
        className="category-drawer__button"
        icon={<AppstoreOutlined />}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        分类
      </Button>
      <Drawer
        title="全部商品分类"
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        size="78%"
        styles={{ body: { padding: 0 } }}
        data-testid="category-drawer"
      >
        <Menu
          mode="inline"
          items={menuItems(categories)}
          onClick={({ key }) => {
            setOpen(false);
            navigate(paths.categoryGoods(key));
          }}
        />
      </Drawer>
    </>
  );
}
