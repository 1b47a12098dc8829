import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { PERMISSIONS } from '@store/shared/api/staff';
import { useStaffMe } from '../../api/use-staff.ts';

/** 工作台: who is working, under which role, and what that role lets them do (in words, not codes). */
export function DashboardPage() {
  const { data: me } = useStaffMe();
  if (!me) return null;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        工作台
      </Typography.Title>
      <Card title="当前登录">
        <Descriptions column={3}>
          <Descriptions.Item label="姓名">{me.name}</Descriptions.Item>
          <Descriptions.Item label="用户名">{me.username}</Descriptions.Item>
          <Descriptions.Item label="角色">{me.role.name}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={`角色权限（${me.permissions.length} 项）`}>
        {me.permissions.length === 0 ? (
          <Typography.Text type="secondary">该角色尚未分配任何权限，请联系超级管理员。</Typography.Text>
        ) : (
          <Space size={[8, 8]} wrap>
            {me.permissions.map((code) => (
              <Tag key={code} color="blue">
                {PERMISSIONS[code]}
              </Tag>
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
