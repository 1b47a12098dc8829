import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { countText } from '@store/shared/rules/list-cap';
import { Glyph } from '../glyphs.tsx';
import { pageCount, pagerItems } from './pager-items.ts';
import './pager.css';

type Props = {
  current: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  /** A phone's pager: ‹ [page] / pages ›, no size changer nor jumper. */
  simple?: boolean;
  /** Rows the pages reach (the server serves pages that start within them); the total still counts all. */
  reachable?: number;
  /** Where the server stopped counting: a total past it reads "10000+" (a list's `count_cap`). */
  countCap?: number;
  className?: string;
  onChange: (page: number, pageSize: number) => void;
};

/**
 * A listing's pager in plain markup, with antd Pagination's behaviour and look (its zh_CN texts): 共 N 条,
 * ‹ 1 ••• 6 [7] 8 ••• 33 › where ••• jumps 5 pages, the page-size changer and 跳至 [ ] 页; on a phone the simple
 * form. antd's Pagination brought its Select (and rc-select, rc-virtual-list) to every listing for this row.
 * Pages are buttons with the page as title, as antd's items have.
 */
export function Pager({
  current: asked,
  pageSize,
  total,
  pageSizes,
  simple,
  reachable = Infinity,
  countCap,
  className,
  onChange,
}: Props) {
  const pages = pageCount(Math.min(total, reachable), pageSize);
  const current = Math.max(1, Math.min(asked, pages));
  /** antd's handleChange: a whole page other than this one, kept within the pages. */
  const go = (page: number) => {
    if (!Number.isInteger(page) || page === current || total <= 0) return;
    onChange(Math.max(1, Math.min(page, pages)), pageSize);
  };
  const changeSize = (size: number) => {
    const last = pageCount(Math.min(total, reachable), size);
    onChange(current > last && last !== 0 ? last : current, size);
  };
  const hasPrev = current > 1;
  const hasNext = current < pages;
  const arrow = (rel: 'prev' | 'next') => {
    const label = rel === 'prev' ? '上一页' : '下一页';
    const enabled = rel === 'prev' ? hasPrev : hasNext;
    return (
      <li className={`pager__${rel}`}>
        <button
          type="button"
          className="pager__arrow"
          title={label}
          aria-label={label}
          disabled={!enabled}
          onClick={() => go(rel === 'prev' ? current - 1 : current + 1)}
        >
          <Glyph name={rel === 'prev' ? 'left' : 'right'} />
        </button>
      </li>
    );
  };

  return (
    <ul className={['pager', simple ? 'pager--simple' : '', className ?? ''].filter(Boolean).join(' ')}>
      <li className={total > reachable ? 'pager__total pager__total--reach' : 'pager__total'}>
        共 {countCap === undefined ? total : countText(total, countCap)} 条
        {total > reachable && <span className="pager__reach">，可翻看前 {reachable} 条</span>}
      </li>
      {arrow('prev')}
      {simple ? (
        <SimplePage key={current} current={current} pages={pages} onGo={go} />
      ) : (
        pagerItems(current, pages).map((item) =>
          item.kind === 'page' ? (
            <li key={item.page} className={item.besideJump ? 'pager__page pager__page--beside-jump' : 'pager__page'}>
              <button
                type="button"
                className="pager__item"
                title={String(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.kind} className="pager__page">
              <button
                type="button"
                className="pager__jump"
                title={item.kind === 'jump-prev' ? '向前 5 页' : '向后 5 页'}
                aria-label={item.kind === 'jump-prev' ? '向前 5 页' : '向后 5 页'}
                onClick={() => go(item.page)}
              >
                <Glyph name={item.kind === 'jump-prev' ? 'doubleLeft' : 'doubleRight'} />
                <span className="pager__ellipsis">
                  <Glyph name="ellipsis" />
                </span>
              </button>
            </li>
          ),
        )
      )}
      {arrow('next')}
      {!simple && (
        <li className="pager__options">
          <span className="pager__size">
            <select aria-label="页码" value={pageSize} onChange={(event) => changeSize(Number(event.target.value))}>
              {(pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b)).map(
                (size) => (
                  <option key={size} value={size}>
                    {size} 条/页
                  </option>
                ),
              )}
            </select>
            <Glyph name="down" />
          </span>
          {total > pageSize && <QuickJumper onGo={go} />}
        </li>
      )}
    </ul>
  );
}

/** 跳至 [ ] 页: Enter or leaving the box goes there (not when the focus moved on to a page of the pager). */
function QuickJumper({ onGo }: { onGo: (page: number) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    if (text === '') return;
    setText('');
    onGo(Number(text));
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof HTMLElement && next.closest('.pager__page, .pager__prev, .pager__next')) return setText('');
    submit();
  };
  return (
    <span className="pager__jumper">
      跳至
      <input
        type="text"
        inputMode="numeric"
        aria-label="页"
        value={text}
        onChange={(event) => /^\d*$/.test(event.target.value) && setText(event.target.value)}
        onKeyUp={(event) => event.key === 'Enter' && submit()}
        onBlur={leave}
      />
      页
    </span>
  );
}

/**
 * The phone's [page] / pages: a typed page is gone to with Enter or on leaving the box; ↑ and ↓ step a page
 * back and on, as antd's simple pager does. Keyed by the page, so it shows the page again after each move.
 */
function SimplePage({ current, pages, onGo }: { current: number; pages: number; onGo: (page: number) => void }) {
  const [value, setValue] = useState<number | ''>(current);
  const read = (text: string): number | '' => {
    if (text === '') return '';
    if (Number.isNaN(Number(text))) return value;
    return Number(text) >= pages ? pages : Number(text);
  };
  const keyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    const typed = read(event.currentTarget.value);
    setValue(typed);
    if (typed === '') return;
    if (event.key === 'Enter') onGo(typed);
    else if (event.key === 'ArrowUp') onGo(typed - 1);
    else if (event.key === 'ArrowDown') onGo(typed + 1);
  };
  return (
    <li className="pager__simple" title={`${current}/${pages}`}>
      <input
        type="text"
        inputMode="numeric"
        aria-label="跳至"
        size={3}
        value={value}
        onChange={(event) => setValue(read(event.target.value))}
        onKeyDown={(event) => (event.key === 'ArrowUp' || event.key === 'ArrowDown') && event.preventDefault()}
        onKeyUp={keyUp}
        onBlur={(event) => {
          const typed = read(event.target.value);
          if (typed !== '') onGo(typed);
        }}
      />
      <span className="pager__slash">/</span>
      {pages}
    </li>
  );
}
