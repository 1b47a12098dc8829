import './rich-text.css';

/**
 * An article body as the server stored it: the server sanitised the HTML on every write
 * (apps/server/src/modules/content/sanitize.ts), so it is rendered as it is.
 */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
