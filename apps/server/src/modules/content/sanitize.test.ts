import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize.ts';

describe('article HTML is sanitised before it is stored', () => {
  it.each([
    ['<p>药品<script>alert(1)</script>目录</p>', '<p>药品目录</p>'],
    ['<img src="/images/a.png" onerror="alert(1)">', '<img src="/images/a.png" />'],
    ['<a href="javascript:alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href="JaVaScRiPt:alert(1)">点我</a>', '<a>点我</a>'],
    ['<a href="//evil.example/x">外链</a>', '<a>外链</a>'],
    ['<img src="data:image/png;base64,AAAA">', '<img />'],
    ['<p style="background:url(javascript:x)" onclick="x()">段落</p>', '<p>段落</p>'],
    ['<iframe src="https://evil.example"></iframe><style>p{}</style><p>正文</p>', '<p>正文</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s → %s', async (input, output) => {
    expect(await sanitizeArticleHtml(input)).toBe(output);
  });

  it('keeps the formatting the editor writes, and makes new-window links safe', async () => {
    const html =
      '<h2>标题</h2><p><strong>粗体</strong><em>斜体</em><s>删除</s></p><ul><li>一</li></ul><ol><li>二</li></ol>' +
      '<blockquote><p>引用</p></blockquote><table><tbody><tr><td colspan="2">表格</td></tr></tbody></table>';
    expect(await sanitizeArticleHtml(html)).toBe(html);
    expect(await sanitizeArticleHtml('<a href="https://www.nmpa.gov.cn" target="_self">药监局</a>')).toBe(
      '<a href="https://www.nmpa.gov.cn" target="_blank" rel="noopener noreferrer">药监局</a>',
    );
    expect(await sanitizeArticleHtml('<a href="/help/fwbz/yhxy">用户协议</a>')).toBe(
      '<a href="/help/fwbz/yhxy">用户协议</a>',
    );
  });
});
