import type { CSSProperties, ReactNode } from 'react';
import { Button, Form, Input, Space } from 'antd';

type Search = {
  /** The words in force (from the address): the box shows them and starts again when they change. Leave
   * out where the words live only in the box. */
  value?: string;
  placeholder: string;
  /** The words typed, trimmed. */
  onSearch: (words: string) => void;
  /** The search button's text; false for the magnifier alone. */
  enterButton?: string | false;
  className?: string;
  ariaLabel?: string;
};

type Props = {
  className?: string;
  style?: CSSProperties;
  /** The search box after the filters. */
  search?: Search;
  /** The primary 新建… button, last. */
  create?: { label: string; onClick: () => void; icon?: ReactNode };
  /** Filters (tabs, selects) before the search box. */
  children?: ReactNode;
  /** Other controls (导出, 导入, an amount box) between the search box and the 新建 button. */
  extra?: ReactNode;
};

/**
 * The bar above a console list: its filters, a search box (查找 by default, cleared with ×, words trimmed),
 * other controls, then the 新建 button, wrapping at narrow widths.
 *
 *   <ListToolbar className="mall-admin__filters" create={{ label: '新建积分商品', onClick: () => setEditing(null) }}
 *     search={{ value: keywords, placeholder: '商品名称', onSearch: (keywords) => go({ ...params, keywords }) }}>
 *     <Segmented … />
 *   </ListToolbar>
 */
export function ListToolbar({ className, style, search, create, children, extra }: Props) {
  return (
    <Space wrap className={className} style={style}>
      {children}
      {search && (
        <Input.Search
          key={search.value}
          defaultValue={search.value}
          placeholder={search.placeholder}
          aria-label={search.ariaLabel}
          allowClear
          enterButton={search.enterButton ?? '查找'}
          className={search.className}
          onSearch={(words) => search.onSearch(words.trim())}
        />
      )}
      {extra}
      {create && (
        <Button type="primary" icon={create.icon} onClick={create.onClick}>
          {create.label}
        </Button>
      )}
    </Space>
  );
}

/**
 * The end of a console list's inline filter form: 查询 submits it (Enter in a field does too), 重置 clears it
 * the way `onReset` says (the form's fields, the address's filters).
 */
export function FilterFormButtons({ onReset }: { onReset: () => void }) {
  return (
    <>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset}>重置</Button>
      </Form.Item>
    </>
  );
}
