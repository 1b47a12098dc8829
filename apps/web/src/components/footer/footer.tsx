import { Link } from 'react-router';
import { Limits } from '@store/shared/codes';
import { useFriendlyLinks, useHelpCategories } from './use-shell-content.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { paths } from '../../routing/paths.ts';
import './footer.css';
import { Glyph } from '../glyphs.tsx';

const PROMISES = [
  { icon: <Glyph name="safetyCertificate" />, title: '正品保障', text: '厂家授权 正规渠道' },
  { icon: <Glyph name="car" />, title: '极速配送', text: '全程冷链 次日送达' },
  { icon: <Glyph name="fileProtect" />, title: '资质齐全', text: '首营资料 在线下载' },
  { icon: <Glyph name="customerService" />, title: '专属客服', text: '一对一客户经理服务' },
];

/**
 * The footer in spec §3's two styles: `full` on store pages; `simple` (the legal lines only, no help or
 * link requests) under the slim header of login and registration.
 */
export function Footer({ style = 'full' }: { style?: 'full' | 'simple' }) {
  const site = useSiteConfig();
  return (
    <footer className={`site-footer site-footer--${style}`}>
      {style === 'full' && <FooterGuide />}
      <div className="site-footer__legal">
        <div className="container">
          {site.controlled_drugs_statement && (
            <p className="site-footer__statement">{site.controlled_drugs_statement}</p>
          )}
          <p>
            {site.licences.map((licence) => (
              <span key={licence.name}>
                {licence.name}：{licence.number}
              </span>
            ))}
          </p>
          <p>
            {site.company_name && <span>{site.company_name}</span>}
            {site.registration && <span>{site.registration}</span>}
            {site.address && <span>地址：{site.address}</span>}
          </p>
          <p>
            {site.icp && (
              <a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer">
                {site.icp}
              </a>
            )}
            <span>
              Copyright © {new Date().getFullYear()} {site.site_title} 版权所有
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** Promises, help columns, hot line and links: what a buyer browsing the store looks for at the bottom. */
function FooterGuide() {
  const site = useSiteConfig();
  const help = useHelpCategories().data ?? [];
  const links = useFriendlyLinks().data ?? [];
  return (
    <>
      <div className="site-footer__promises">
        <div className="container">
          {PROMISES.map((p) => (
            <div key={p.title} className="site-footer__promise">
              <span className="site-footer__promise-icon">{p.icon}</span>
              <span>
                <strong>{p.title}</strong>
                <small>{p.text}</small>
              </span>
            </div>
          ))}
        </div>
      </div>
      <div className="container site-footer__help">
        {help.map((category) => (
          <dl key={category.id}>
            <dt>{category.name}</dt>
            {category.children.slice(0, Limits.FOOTER_HELP_CHILDREN_MAX).map((article) => (
              <dd key={article.id}>
                <Link to={paths.helpArticle(article.id)}>{article.name}</Link>
              </dd>
            ))}
          </dl>
        ))}
        {site.hot_line && (
          <div className="site-footer__hotline">
            <span>客服热线</span>
            <strong>{site.hot_line}</strong>
            <small>周一至周六 8:30-18:00</small>
          </div>
        )}
      </div>
      {links.length > 0 && (
        <div className="container site-footer__links">
          <span>友情链接：</span>
          {links.map((link) => (
            <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          ))}
        </div>
      )}
    </>
  );
}
