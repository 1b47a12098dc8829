import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './plain-tabs.css';

export type PlainTab = {
  key: string;
  label: ReactNode;
  children: ReactNode;
  /** The pointer or the focus came to the tab: a pane whose code loads lazily can start fetching it. */
  onIntent?: () => void;
};

type Props = {
  items: PlainTab[];
  className?: string;
};

/**
 * Tabs in plain markup, drawn like antd's line tabs (components/plain-tabs), for a page that loads without antd:
 * antd's Tabs brought its code, its overflow menu and their styles to a goods page for three labels.
 *
 * It behaves as antd's does: a pane renders when first opened and stays mounted, hidden, once left (what it asked
 * the server for is not asked again); the active tab is the one Tab stop; ←/→ (wrapping), Home and End move the
 * focus along the tabs and Enter or Space opens the focused one (a <button>'s click), as in antd.
 */
export function PlainTabs({ items, className }: Props) {
  const id = useId();
  const [active, setActive] = useState(items[0]?.key);
  const [opened, setOpened] = useState<ReadonlySet<string | undefined>>(() => new Set([active]));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const open = (key: string) => {
    setActive(key);
    setOpened((seen) => (seen.has(key) ? seen : new Set(seen).add(key)));
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => buttons.current.get(item.key) === document.activeElement);
    if (current < 0) return;
    const last = items.length - 1;
    const next =
      event.key === 'ArrowLeft'
        ? (current + last) % items.length
        : event.key === 'ArrowRight'
          ? (current + 1) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons.current.get(items[next]!.key)?.focus();
  };

  return (
    <div className={`plain-tabs${className ? ` ${className}` : ''}`}>
      <div className="plain-tabs__list" role="tablist" onKeyDown={keyDown}>
        {items.map((item) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(button) => {
                if (button) buttons.current.set(item.key, button);
                else buttons.current.delete(item.key);
              }}
              type="button"
              role="tab"
              className="plain-tabs__tab"
              id={`${id}-tab-${item.key}`}
              aria-controls={`${id}-panel-${item.key}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => open(item.key)}
              onPointerEnter={item.onIntent}
              onFocus={item.onIntent}
            >
              <span className="plain-tabs__label">{item.label}</span>
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        opened.has(item.key) ? (
          <div
            key={item.key}
            className="plain-tabs__panel"
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            tabIndex={0}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
