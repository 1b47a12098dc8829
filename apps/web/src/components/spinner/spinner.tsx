import './spinner.css';

/**
 * A loading ring in plain markup, for the shell (header, sidebars, the first route's fallback): antd's Spin
 * there put antd into every page's first script.
 */
export function Spinner({ large = false, className }: { large?: boolean; className?: string }) {
  const classes = ['spinner', large ? 'spinner--large' : '', className ?? ''].filter(Boolean).join(' ');
  return <span className={classes} role="status" aria-label="加载中" />;
}
