import { Card, Spin, Tabs, Typography } from 'antd';
import { CATEGORY_TREE_NAMES, CATEGORY_TREES } from '@store/shared/api/admin-taxonomy';
import { useStaffMe } from '../../api/use-staff.ts';
import { BrandList } from './brand-list.tsx';
import { CategoryTreeEditor } from './category-tree.tsx';
import { useBrands, useCategories } from './use-taxonomy.ts';
import './goods.css';

/** 分类与品牌 (goods.view to look, goods.edit to change): the store's category menus and its brands. */
export function TaxonomyPage() {
  const { data: me } = useStaffMe();
  const canEdit = me?.permissions.includes('goods.edit') ?? false;
  const categories = useCategories();
  const brands = useBrands();
  return (
    <div className="taxonomy-page">
      <Typography.Title level={3}>分类与品牌</Typography.Title>
      <Card>
        {categories.data && brands.data ? (
          <Tabs
            items={[
              ...CATEGORY_TREES.map((tree) => ({
                key: tree,
                label: CATEGORY_TREE_NAMES[tree],
                children: <CategoryTreeEditor rows={categories.data} tree={tree} canEdit={canEdit} />,
              })),
              { key: 'brands', label: '品牌', children: <BrandList rows={brands.data} canEdit={canEdit} /> },
            ]}
          />
        ) : (
          <Spin />
        )}
      </Card>
    </div>
  );
}
