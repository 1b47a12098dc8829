import type { ReactNode } from 'react';
import './plain-check.css';

/**
 * A checkbox and its label drawn like antd's Checkbox (16 px box, the primary colour when ticked, its ✓): a
 * native <input type="checkbox">, so the label, Space and the screen reader work as they do with any checkbox.
 * The listings' 仅显示有货 and 包邮商品 used antd's, which brought antd's code to every listing.
 */
export function PlainCheck({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="plain-check">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </label>
  );
}
