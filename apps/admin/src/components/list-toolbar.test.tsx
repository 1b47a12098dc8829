import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { FilterFormButtons, ListToolbar } from './list-toolbar.tsx';

type SearchProps = { onSearch: (value: string) => void; defaultValue?: string };

/** The search box ListToolbar draws, found in the elements it returns (no DOM in the unit project). */
function searchBoxOf(bar: ReactNode): ReactElement<SearchProps> {
  const children = isValidElement<{ children?: ReactNode }>(bar) ? Children.toArray(bar.props.children) : [];
  const box = children.find((child) => isValidElement(child) && child.type === Input.Search);
  if (!isValidElement<SearchProps>(box)) throw new Error('no search box');
  return box;
}

describe('the bar above a console list', () => {
  it('draws the filters, then the search box, the other controls and the 新建 button last', () => {
    const html = renderToStaticMarkup(
      <ListToolbar
        className="coupons-page__filters"
        search={{ value: '满减', placeholder: '优惠券名称', onSearch: () => {} }}
        create={{ label: '新建优惠券', onClick: () => {} }}
        extra={<span>导出</span>}
      >
        <span>发放中</span>
      </ListToolbar>,
    );
    expect(html).toContain('coupons-page__filters');
    expect(html).toContain('placeholder="优惠券名称"');
    expect(html).toContain('value="满减"');
    // antd spaces a two-character Chinese button label: 查 找.
    const order = ['发放中', '优惠券名称', '查 找', '导出', '新建优惠券'].map((text) => html.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('searches by the words typed without the spaces around them', () => {
    const onSearch = vi.fn();
    const box = searchBoxOf(ListToolbar({ search: { placeholder: '套餐名称', onSearch } }));
    box.props.onSearch('  感冒灵  ');
    expect(onSearch).toHaveBeenCalledWith('感冒灵');
  });

  it('starts the box again from the words in force when they change (a link, 返回, a reset)', () => {
    const first = searchBoxOf(ListToolbar({ search: { value: '胶囊', placeholder: '商品名称', onSearch: () => {} } }));
    const next = searchBoxOf(ListToolbar({ search: { value: '颗粒', placeholder: '商品名称', onSearch: () => {} } }));
    expect(first.props.defaultValue).toBe('胶囊');
    expect(first.key).not.toBe(next.key);
  });

  it('has no search box or 新建 button unless given them', () => {
    const html = renderToStaticMarkup(
      <ListToolbar>
        <span>全部</span>
      </ListToolbar>,
    );
    expect(html).not.toContain('ant-input-search');
    expect(html).not.toContain('ant-btn-primary');
  });

  it('can show the magnifier alone instead of 查找', () => {
    const html = renderToStaticMarkup(
      <ListToolbar
        search={{ placeholder: '活动名称', enterButton: false, ariaLabel: '搜索活动', onSearch: () => {} }}
      />,
    );
    expect(html).toContain('aria-label="搜索活动"');
    expect(html).not.toMatch(/查 ?找/);
    expect(html).toContain('anticon-search');
  });
});

describe('the end of a list’s filter form', () => {
  it('submits the form with 查询 and clears it with 重置', () => {
    const onReset = vi.fn();
    const html = renderToStaticMarkup(
      <Form>
        <FilterFormButtons onReset={onReset} />
      </Form>,
    );
    expect(html).toMatch(/<button type="submit" class="[^"]*ant-btn-primary[^"]*"><span>查 询<\/span><\/button>/);
    expect(html).toMatch(/<button type="button" class="[^"]*"><span>重 置<\/span><\/button>/);

    const items = Children.toArray(
      (FilterFormButtons({ onReset }) as ReactElement<{ children: ReactNode }>).props.children,
    ) as ReactElement<{ children: ReactElement<{ onClick: () => void }> }>[];
    items[1]!.props.children.props.onClick();
    expect(onReset).toHaveBeenCalledOnce();
  });
});
