import type { ReactNode } from 'react';
import './count-badge.css';

type Props = { count: number; max: number; className?: string; children: ReactNode };

/**
 * A red count on the corner of an icon (cart lines, unread messages), hidden at zero, 99+ above the cap.
 * Plain markup: antd's Badge (its number animation and ~10 kB of code and styles) came with every page.
 */
export function CountBadge({ count, max, className, children }: Props) {
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'}>
      {children}
      {count > 0 && (
        <sup className="count-badge__count" title={String(count)}>
          {count > max ? `${max}+` : count}
        </sup>
      )}
    </span>
  );
}
