import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { serverPagination } from '../lib/server-pagination.ts';
import { ServerTable } from './server-table.tsx';

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: '阿莫西林胶囊' },
  { id: 2, name: '板蓝根颗粒' },
];
const columns = [{ title: '商品', dataIndex: 'name' }];

const render = (props: Partial<Parameters<typeof ServerTable<Row>>[0]> = {}) =>
  renderToStaticMarkup(
    <ServerTable<Row>
      list={{ isFetching: false, data: { data: rows, total: 41 } }}
      page={2}
      onPage={() => {}}
      columns={columns}
      {...props}
    />,
  );

describe('a server-paged console table', () => {
  it('shows the page of rows it was given, each with the test id the e2e specs find it by', () => {
    const html = render({ rowTestId: 'mall-goods-row' });
    expect(html).toContain('阿莫西林胶囊');
    expect(html).toContain('板蓝根颗粒');
    expect(html.match(/data-testid="mall-goods-row"/g)).toHaveLength(2);
    expect(html).toContain('data-row-key="1"');
  });

  it('pages by the server total: 41 rows at 20 a page make three pages, the second current', () => {
    const html = render({ unit: '个商品' });
    expect(html).toContain('共 41 个商品');
    expect(html).toMatch(/ant-pagination-item-3/);
    expect(html).not.toMatch(/ant-pagination-item-4/);
    expect(html).toMatch(/ant-pagination-item-2 ant-pagination-item-active/);
    expect(html).not.toContain('ant-pagination-options');
  });

  it('offers a rows-a-page choice only when asked', () => {
    expect(render({ sizeChanger: true })).toContain('ant-pagination-options');
  });

  it('keeps the caller’s own row handlers beside the test id', () => {
    const html = render({ rowTestId: 'review-row', onRow: () => ({ className: 'clickable' }) });
    expect(html.match(/<tr class="[^"]* clickable" data-testid="review-row"/g)).toHaveLength(2);
  });

  it('shows no rows and no count while the first page loads', () => {
    const html = render({ list: { isFetching: true }, unit: '个商品' });
    expect(html).toContain('ant-spin');
    expect(html).not.toContain('阿莫西林胶囊');
  });
});

describe('the pager of a server-paged table', () => {
  it('asks for the page clicked at the same size', () => {
    const onChange = vi.fn();
    serverPagination({ page: 1, total: 100, onChange }).onChange?.(3, 20);
    expect(onChange).toHaveBeenCalledWith(3, 20);
  });

  it('goes back to page 1 when the operator picks another size', () => {
    const onChange = vi.fn();
    serverPagination({ page: 4, total: 500, onChange, sizeChanger: true }).onChange?.(4, 50);
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });
});
