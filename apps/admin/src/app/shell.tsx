import { Suspense, type ReactNode } from 'react';
import { Button, Layout, Menu, Result, Space, Spin, Tag, theme, type MenuProps } from 'antd';
import {
  AuditOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GiftOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  ProfileOutlined,
  TeamOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { StaffMe } from '@store/shared/api/staff';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isLoginRequired } from '../api/client.ts';
import { useStaffLogout, useStaffMe } from '../api/use-staff.ts';
import { loginThen } from '../lib/safe-target.ts';
import { visibleMenu } from './menu.ts';
import './shell.css';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  buyers: <TeamOutlined />,
  orders: <ProfileOutlined />,
  goods: <MedicineBoxOutlined />,
  promotions: <GiftOutlined />,
  content: <FileTextOutlined />,
  staff: <UserSwitchOutlined />,
  audit: <AuditOutlined />,
};

/** The console's frame, and its guard: a staff member who is not logged in goes to /admin/login and back. */
export function ConsoleShell() {
  const me = useStaffMe();
  const location = useLocation();
  if (isLoginRequired(me.error)) return <Navigate to={loginThen(location.pathname + location.search)} replace />;
  if (me.error) {
    return (
      <Result
        status="error"
        title={me.error.message}
        extra={<Button onClick={() => void me.refetch()}>重新加载</Button>}
      />
    );
  }
  if (!me.data) return <Spin size="large" className="shell__loading" />;
  return <ShellFrame me={me.data} />;
}

function ShellFrame({ me }: { me: StaffMe }) {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const { token } = theme.useToken();
  // A section that is its one screen (工作台) is a plain item; any other section is a submenu, open from the start.
  const sections = visibleMenu(me.permissions);
  const items: MenuProps['items'] = sections.map((section) =>
    section.screens.length === 1 && section.screens[0]!.label === section.label
      ? { key: section.screens[0]!.path, icon: ICONS[section.key], label: section.label }
      : {
          key: section.key,
          icon: ICONS[section.key],
          label: section.label,
          children: section.screens.map((screen) => ({ key: screen.path, label: screen.label })),
        },
  );
  const signOut = () => logout.mutate(undefined, { onSettled: () => void navigate('/login', { replace: true }) });

  return (
    <Layout className="shell">
      <Layout.Sider width={208} className="shell__sider">
        <div className="shell__brand" style={{ color: token.colorTextLightSolid }}>
          运营后台
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          defaultOpenKeys={sections.map((section) => section.key)}
          selectedKeys={[location.pathname]}
          onClick={({ key }) => void navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          className="shell__header"
          style={{ background: token.colorBgContainer, boxShadow: token.boxShadowTertiary }}
        >
          <Space size="middle">
            <span className="shell__who">
              <UserOutlined /> {me.name}
            </span>
            <Tag color="blue">{me.role.name}</Tag>
            <Button type="text" icon={<LogoutOutlined />} loading={logout.isPending} onClick={signOut}>
              退出登录
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="shell__content">
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
