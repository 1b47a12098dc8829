import type sanitizeHtml from 'sanitize-html';

/**
 * The only way article HTML reaches the database (console writes and seed content alike): the store
 * renders bodies as they are, so what is stored must already be harmless. A safe subset of formatting
 * tags; no scripts or styles (dropped with their text), no event attributes, no style attributes, and
 * links and pictures only to http(s), mail and phone addresses or the store's own paths.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new window must not hand the store's window to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * The sanitiser, loaded on first use: sanitize-html brings an HTML parser and PostCSS (~0.9 MB with pinyin's
 * dictionary in the server's bundle), which only a console write of an article or the demo seed needs, and
 * which every start compiled before the first answer.
 */
let loading: Promise<(html: string) => string> | undefined;
export const articleSanitizer = (): Promise<(html: string) => string> =>
  (loading ??= import('sanitize-html').then(
    ({ default: sanitize }) =>
      (html: string) =>
        sanitize(html, OPTIONS).trim(),
  ));

export const sanitizeArticleHtml = async (html: string): Promise<string> => (await articleSanitizer())(html);
