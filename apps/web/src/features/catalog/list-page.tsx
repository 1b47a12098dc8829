import { Crumbs } from '../../components/crumbs/crumbs.tsx';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MenuCategory } from '@store/shared/api/focus';
import { useCommon } from '../../api/use-common.ts';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { GoodsListing } from '../../components/goods/goods-listing.tsx';
import type { ListingView } from '../../components/goods/listing-query.ts';
import { paths } from '../../routing/paths.ts';
import './catalog.css';
import './catalog-phone.css';

const VIEW_OF_ROUTE: Record<string, ListingView> = {
  list_index: 'grid',
  list_table: 'table',
  list_no_image: 'no_image',
};
const LIST_VIEWS: Record<ListingView, string> = {
  grid: paths.goodsList,
  table: '/list/table',
  no_image: '/list/no_image',
};

function findCategory(trees: MenuCategory[][], id: number): MenuCategory | undefined {
  const walk = (nodes: MenuCategory[]): MenuCategory | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const found = walk(node.children);
      if (found) return found;
    }
    return undefined;
  };
  for (const tree of trees) {
    const found = walk(tree);
    if (found) return found;
  }
  return undefined;
}

/**
 * The goods list: /list (grid), /list/table, /list/no_image share one filter state in the URL query;
 * /list/other/{id}/{name?} is the same listing for one category.
 */
export function ListPage() {
  const { name } = useRouteHandle();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const common = useCommon().data;
  const other = name === 'list_other';
  const categoryId = Number(other ? params.id : searchParams.get('category_id'));
  const category = categoryId
    ? findCategory(
        common ? [common.category, common.category_yx, common.category_zy, common.category_qx] : [],
        categoryId,
      )
    : undefined;
  const title = category?.name ?? params.name ?? (other ? '药品列表' : '全部商品');
  const keywords = searchParams.get('keywords');

  return (
    <div className="container list-page" data-testid="list-page">
      {/* The page's heading for readers and search engines; on screen the crumbs' last item says the same. */}
      <h1 className="visually-hidden">{keywords ? `${title}：“${keywords}”` : title}</h1>
      <Crumbs
        className="list-page__crumbs"
        items={[
          { title: <Link to={paths.home}>首页</Link> },
          { title: <Link to={paths.goodsList}>全部商品</Link> },
          ...(title !== '全部商品' ? [{ title }] : []),
          ...(keywords ? [{ title: `“${keywords}”` }] : []),
        ]}
      />
      {category && category.children.length > 0 && (
        <div className="list-page__children">
          <span>{category.name}：</span>
          {category.children.map((child) => (
            <Link key={child.id} to={other ? paths.category(child.id, child.name) : `/list?category_id=${child.id}`}>
              {child.name}
            </Link>
          ))}
        </div>
      )}
      {other ? (
        <GoodsListing fixed={{ category_id: categoryId || undefined }} />
      ) : (
        <GoodsListing view={VIEW_OF_ROUTE[name] ?? 'grid'} viewPaths={LIST_VIEWS} />
      )}
    </div>
  );
}
