import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { UserBase } from '@store/shared/api/user';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { useLogout, useUserBase } from '../../api/use-user-base.ts';
import { downloadDesktopShortcut } from '../../lib/desktop-shortcut.ts';
import { HeaderClock } from './header-clock.tsx';
import { paths } from '../../routing/paths.ts';
import { lazyAntd } from '../../lib/antd-scope/lazy-antd.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { Glyph } from '../glyphs.tsx';

const AppQr = lazyAntd(() => import('./app-qr.tsx').then((m) => ({ default: m.AppQr })));
// The form and its dialog download on first opening only.
const PurchaseRequestDialog = lazyAntd(() =>
  import('../purchase-request/purchase-request-dialog.tsx').then((m) => ({ default: m.PurchaseRequestDialog })),
);

type Props = { user: UserBase | null; serverTimestamp?: number };

export function TopBar({ user, serverTimestamp }: Props) {
  const site = useSiteConfig();
  const [requestOpen, setRequestOpen] = useState(false);
  const [qrWanted, setQrWanted] = useState(false);
  const logout = useLogout();
  // Until the base info has answered, neither the buyer nor 请登录: a buyer's full page load (the one after
  // login) showed 请登录 until it came. Read from the header's query, never fetched from here.
  const answered = useUserBase(false).data !== undefined;

  // An operator may point 质检报告查询 at an outside report site; otherwise it is the store's own /zjbg.
  const reportSite = user?.quality_inspection.quality_inspection_url || site.quality_inspection_url;

  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <div className="top-bar__left">
          {user ? (
            <>
              <span>您好，</span>
              <Link to={paths.memberCentre} className="top-bar__company">
                {user.company}
              </Link>
              <button type="button" className="link-button" onClick={() => logout.mutate()}>
                安全退出
              </button>
            </>
          ) : answered ? (
            <>
              <span>您好，欢迎来到{site.site_title}！</span>
              <Link to={paths.login} className="top-bar__login">
                请登录
              </Link>
              <Link to={paths.register}>免费注册</Link>
            </>
          ) : (
            <span>您好，欢迎来到{site.site_title}！</span>
          )}
          <HeaderClock serverTimestamp={serverTimestamp} />
        </div>
        <nav className="top-bar__links" aria-label="快捷链接">
          <Link to={paths.home}>首页</Link>
          <button type="button" className="link-button" onClick={() => downloadDesktopShortcut(site.site_title)}>
            添加到桌面
          </button>
          <Link to={paths.memberCentre}>会员中心</Link>
          <Link to={paths.helpArticle(5)}>企业资质</Link>
          <Link to={paths.orders}>我的订单</Link>
          <Link to={paths.invoices}>电子发票查询</Link>
          {reportSite ? (
            <a href={reportSite} target="_blank" rel="noopener noreferrer">
              质检报告查询
            </a>
          ) : (
            <Link to={paths.qualityReports}>质检报告查询</Link>
          )}
          <button type="button" className="link-button" onClick={() => setRequestOpen(true)}>
            发布求购
          </button>
          {/* A panel that opens on hover and focus in CSS (antd's Popover brought its positioning library into
              every page for this one panel); the QR code is fetched when a pointer or the keyboard nears it. */}
          <div
            className="top-bar__app"
            tabIndex={0}
            onPointerEnter={() => setQrWanted(true)}
            onFocus={() => setQrWanted(true)}
          >
            <Glyph name="mobile" /> 手机APP
            <div className="top-bar__app-panel">
              {qrWanted && (
                <Suspense fallback={<Spinner />}>
                  <AppQr downloadUrl={site.app_download_url} />
                </Suspense>
              )}
            </div>
          </div>
        </nav>
      </div>
      {requestOpen && (
        <Suspense fallback={null}>
          <PurchaseRequestDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
