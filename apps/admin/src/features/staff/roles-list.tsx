import { Flex, Table, Tag } from 'antd';
import { PERMISSIONS } from '@store/shared/api/staff';
import { useRoles, type RoleRow } from './use-staff-accounts.ts';

/** The roles and what each lets its staff do, in words rather than permission codes. */
export function RolesList() {
  const roles = useRoles();
  return (
    <Table<RoleRow>
      rowKey="id"
      loading={roles.isLoading}
      dataSource={roles.data ?? []}
      pagination={false}
      columns={[
        { title: '角色', dataIndex: 'name', width: 160 },
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
      ]}
    />
  );
}
