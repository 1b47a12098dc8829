import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { GoodsTable } from './goods-table.tsx';
import { loadAntdScope } from '../../lib/antd-scope/lazy-antd.ts';

type Props = ComponentProps<typeof GoodsTable>;

let loaded: ComponentType<Props> | undefined;

/**
 * The table and no-image views' table (antd's Table, inside the store's antd scope). The table routes load it
 * with the page (app/routes/catalogue.tsx), so a server-rendered table hydrates with the rest of the page rather
 * than after it (a tick made in between was lost).
 */
export const loadGoodsTable = () =>
  Promise.all([import('./goods-table.tsx'), loadAntdScope()]).then(([table, { withAntd }]) => {
    loaded ??= withAntd(table.GoodsTable);
    return loaded;
  });

const LazyTable = lazy(() => loadGoodsTable().then((Table) => ({ default: Table })));

/** The table, at once when it is already loaded; else it suspends while it loads (a view switched to). */
export function GoodsTableView(props: Props) {
  const Table = loaded;
  return Table ? <Table {...props} /> : <LazyTable {...props} />;
}
