import type { ReactNode } from 'react';
import './crumbs.css';

/**
 * 当前位置: the trail of a catalogue page (首页 / 全部商品 / a category / the goods), drawn like antd's Breadcrumb
 * in plain markup, so a listing or a goods page needs none of antd's code for it.
 */
export function Crumbs({ items, className }: { items: { title: ReactNode }[]; className?: string }) {
  return (
    <nav className={className ? `crumbs ${className}` : 'crumbs'} aria-label="当前位置">
      <ol>
        {items.map((item, index) => (
          <li key={index} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.title}
          </li>
        ))}
      </ol>
    </nav>
  );
}
