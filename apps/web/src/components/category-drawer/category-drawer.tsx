import { Suspense, useState } from 'react';
import type { MenuCategory } from '@store/shared/api/focus';
import { lazyAntd, loadAntdScope } from '../../lib/antd-scope/lazy-antd.ts';
import './category-drawer.css';
import { Glyph } from '../glyphs.tsx';

const loadPanel = () => import('./category-drawer-panel.tsx');
const CategoryDrawerPanel = lazyAntd(loadPanel);
const preload = () => void Promise.all([loadPanel(), loadAntdScope()]);

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
      <button
        type="button"
        className="category-drawer__button"
        aria-expanded={open}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Glyph name="appstore" />
        分类
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel categories={categories} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
