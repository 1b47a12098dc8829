import { useState } from 'react';
import { Button, Card, Tabs, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useStaffMe } from '../../api/use-staff.ts';
import { AddStaffModal } from './add-staff-modal.tsx';
import { RoleModal } from './role-modal.tsx';
import { RolesList } from './roles-list.tsx';
import { StaffTable } from './staff-table.tsx';
import type { RoleRow } from './use-staff-accounts.ts';

/**
 * 员工与角色 (staff.manage): the console's accounts (adding, moving between roles, password resets, disabling)
 * and the roles with what each may do (新建, 编辑, 删除).
 */
export function StaffPage() {
  const { data: me } = useStaffMe();
  const [adding, setAdding] = useState(false);
  const [tab, setTab] = useState('staff');
  const [role, setRole] = useState<RoleRow | 'new'>();
  return (
    <div className="staff-page">
      <Typography.Title level={3}>员工与角色</Typography.Title>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          tabBarExtraContent={
            tab === 'staff' ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                添加员工
              </Button>
            ) : (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setRole('new')}>
                新建角色
              </Button>
            )
          }
          items={[
            { key: 'staff', label: '员工', children: <StaffTable myId={me?.id ?? 0} /> },
            { key: 'roles', label: '角色', children: <RolesList onEdit={setRole} /> },
          ]}
        />
      </Card>
      <AddStaffModal open={adding} onClose={() => setAdding(false)} />
      <RoleModal role={role} onClose={() => setRole(undefined)} />
    </div>
  );
}
