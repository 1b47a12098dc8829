import { Button, QRCode } from 'antd';
import { QqOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { UserBase } from '@store/shared/api/user';
import { chatUrlFor, useSiteConfig } from '../../api/use-site-config.ts';
import { paths } from '../../routing/paths.ts';

export function AccountPanel({ user }: { user: UserBase | null }) {
  if (!user) {
    return (
      <div className="sidebar-panel__center">
        <p>您还未登录，登录后查看账户信息</p>
        <Link to={paths.login}>
          <Button type="primary">立即登录</Button>
        </Link>
        <p>
          <Link to={paths.register}>还没有账号？免费注册</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="sidebar-account">
      <p className="sidebar-account__company">{user.company}</p>
      <p>会员等级：{user.rank}</p>
      <p>可用积分：{user.points}</p>
      <p>资质状态：{user.is_passed ? '已审核' : '审核中'}</p>
      <div className="sidebar-account__links">
        <Link to={paths.memberCentre}>会员中心</Link>
        <Link to={paths.orders}>我的订单</Link>
        <Link to={paths.favorites}>我的收藏</Link>
        <Link to={paths.walletCoupons}>优惠券</Link>
      </div>
    </div>
  );
}

export function MessagesPanel({ user }: { user: UserBase | null }) {
  if (!user) return <p className="sidebar-panel__center">登录后查看消息</p>;
  return (
    <div className="sidebar-panel__center">
      <p>
        您有 <b className="price">{user.message_count}</b> 条未读消息
      </p>
      <Link to={paths.messages}>
        <Button type="primary">查看我的消息</Button>
      </Link>
    </div>
  );
}

/** Chat only for buyers allowed to chat and a configured chat host; otherwise QQ consultation (spec §6). */
export function ServicePanel({ user }: { user: UserBase | null }) {
  const site = useSiteConfig();
  const chatUrl = chatUrlFor(site, typeof window === 'undefined' ? { host: '', hostname: '' } : window.location);
  if (user?.is_can_chat && chatUrl) {
    return <iframe className="sidebar-chat" src={chatUrl} title="在线客服" />;
  }
  const qqs = [user?.common_config.qq1, user?.common_config.qq2].filter((qq): qq is string => Boolean(qq));
  const hotLine = user?.common_config.hot_line || site.hot_line;
  return (
    <div className="sidebar-service">
      {qqs.map((qq, index) => (
        <a
          key={qq}
          href={`tencent://message/?uin=${encodeURIComponent(qq)}&Site=&Menu=yes`}
          className="sidebar-service__qq"
        >
          <QqOutlined /> QQ客服{index + 1}：{qq}
        </a>
      ))}
      {user && (
        <p>
          客户经理：{user.admin.name} {user.admin.phone}
        </p>
      )}
      {hotLine && <p>客服热线：{hotLine}</p>}
      <p className="sidebar-service__hours">服务时间：周一至周六 8:30-18:00</p>
    </div>
  );
}

export function WechatPanel() {
  const site = useSiteConfig();
  return (
    <div className="sidebar-panel__center">
      <QRCode value={site.wechat_qr_text || site.site_title} size={160} />
      <p>扫码关注微信公众号</p>
      <p>订单动态、促销活动早知道</p>
    </div>
  );
}
