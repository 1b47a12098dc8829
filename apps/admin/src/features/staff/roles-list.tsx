import { App, Button, Flex, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { SUPER_ADMIN_ROLE } from '@store/shared/api/roles';
import { PERMISSIONS } from '@store/shared/api/staff';
import { useStaffList } from '../../api/use-staff-list.ts';
import { useDeleteRole, useRoles, type RoleRow } from './use-staff-accounts.ts';

/**
 * The roles and what each lets its staff do, in words rather than permission codes; 编辑 opens the role's
 * dialog, 删除 is offered only for a role nobody has (the server holds the same rule).
 */
export function RolesList({ onEdit }: { onEdit: (role: RoleRow) => void }) {
  const { message } = App.useApp();
  const roles = useRoles();
  const staff = useStaffList();
  const remove = useDeleteRole();
  const holders = (role: RoleRow) => (staff.data ?? []).filter((member) => member.role.id === role.id).length;
  const why = (role: RoleRow) =>
    role.code === SUPER_ADMIN_ROLE
      ? '超级管理员角色不能删除'
      : holders(role) > 0
        ? `仍有 ${holders(role)} 名员工使用该角色，请先为他们更换角色`
        : undefined;

  return (
    <Table<RoleRow>
      rowKey="id"
      loading={roles.isLoading}
      dataSource={roles.data ?? []}
      pagination={false}
      rowClassName="roles-list__row"
      columns={[
        { title: '角色', dataIndex: 'name', width: 140 },
        { title: '代码', dataIndex: 'code', width: 140, render: (code: string) => <code>{code}</code> },
        {
          title: '权限',
          dataIndex: 'permissions',
          render: (permissions: RoleRow['permissions']) =>
            permissions.length === 0 ? (
              '未分配权限'
            ) : (
              <Flex wrap gap={6}>
                {permissions.map((code) => (
                  <Tag key={code} color="blue">
                    {PERMISSIONS[code] ?? code}
                  </Tag>
                ))}
              </Flex>
            ),
        },
        { title: '员工数', key: 'holders', width: 80, render: (_, role) => (staff.data ? holders(role) : '—') },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, role) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => onEdit(role)}>
                编辑
              </Button>
              {why(role) ? (
                <Tooltip title={why(role)}>
                  <Button type="link" size="small" danger disabled>
                    删除
                  </Button>
                </Tooltip>
              ) : (
                <Popconfirm
                  title={`删除角色 ${role.name}？`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    remove.mutateAsync(role.id).then(
                      () => void message.success(`已删除角色 ${role.name}`),
                      () => {}, // the client has shown why
                    )
                  }
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
