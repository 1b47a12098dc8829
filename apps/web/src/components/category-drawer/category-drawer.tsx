import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuCategory } from '@store/shared/api/focus';

const loadPanel = () => import('./category-drawer-panel.tsx');
const CategoryDrawerPanel = lazy(loadPanel);

/**
 * The category tree of a phone: a drawer from the left, opened by the nav bar's 分类 button. The drawer
 * (antd Drawer and Menu, ~17 kB gzip, and their styles) is fetched when a finger first nears the button,
 * not with every page: most visits never open it.
 */
export function CategoryDrawer({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type="primary"
        className="category-drawer__button"
        icon={<AppstoreOutlined />}
        aria-expanded={open}
        onPointerDown={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        分类
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel categories={categories} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
