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
import { mayOpen, type AdminRouteAccess } from '@store/shared/api/console-screens';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isLoginRequired } from '../api/client.ts';
import { useStaffLogout, useStaffMe } from '../api/use-staff.ts';
import { useRouteAccess } from '../api/use-route-access.ts';
import { loginThen } from '../lib/safe-target.ts';
import { screenAt, visibleMenu } from './menu.ts';
import { ForbiddenPage } from './forbidden-page.tsx';
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

/**
 * The console's frame, and its guards: a staff member who is not logged in goes to /admin/login and back; one
 * who opens a screen their role may not use gets 无权限访问 instead of the screen (which never mounts, so
 * it neither calls the API nor shows its tables and forms).
 */
export function ConsoleShell() {
  const me = useStaffMe();
  const access = useRouteAccess();
  const location = useLocation();
  const error = me.error ?? access.error;
  if (isLoginRequired(error)) return <Navigate to={loginThen(location.pathname + location.search)} replace />;
  if (error) {
    return (
      <Result
        status="error"
        title={error.message}
        extra={<Button onClick={() => void Promise.all([me.refetch(), access.refetch()])}>重新加载</Button>}
      />
    );
  }
  if (!me.data || !access.data) return <Spin size="large" className="shell__loading" />;
  return <ShellFrame me={me.data} access={access.data} />;
}

function ShellFrame({ me, access }: { me: StaffMe; access: AdminRouteAccess }) {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useStaffLogout();
  const { token } = theme.useToken();
  // A section that is its one screen (工作台) is a plain item; any other section is a submenu, open from the start.
  const sections = visibleMenu(me.permissions, access);
  const screen = screenAt(location.pathname);
  const forbidden = screen !== undefined && !mayOpen(screen, access, me.permissions);
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
        <Layout.Content className="shell__content" data-path={location.pathname}>
          {forbidden ? (
            <ForbiddenPage home={sections[0]?.screens[0]?.path} />
          ) : (
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          )}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
