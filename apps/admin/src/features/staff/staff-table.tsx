import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { StaffRow } from '@store/shared/api/staff';
import { formatTime } from '@store/shared/rules/store-time';
import { useStaffList } from '../../api/use-staff-list.ts';
import { StaffDialogs, type StaffDialog } from './staff-dialogs.tsx';
import { useSetStaffDisabled } from './use-staff-accounts.ts';

/**
 * The staff accounts, oldest first, each with 更换角色, 重置密码 and 停用 (confirmed: it logs the account out)
 * or 启用. Nobody changes their own role or disables themselves here (the server refuses it too).
 */
export function StaffTable({ myId }: { myId: number }) {
  const { message } = App.useApp();
  const staff = useStaffList();
  const setDisabled = useSetStaffDisabled();
  const [dialog, setDialog] = useState<StaffDialog>();
  const toggle = (row: StaffRow, disabled: boolean) =>
    setDisabled.mutateAsync({ id: row.id, disabled }).then(() => {
      void message.success(`${row.name} ${disabled ? '已停用' : '已启用'}`);
    });

  return (
    <>
      <Table<StaffRow>
        rowKey="id"
        loading={staff.isLoading}
        dataSource={staff.data ?? []}
        pagination={false}
        rowClassName="staff-page__row"
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'mobile', render: (mobile: string) => mobile || '—' },
          { title: '角色', dataIndex: ['role', 'name'] },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (disabled: boolean) => (disabled ? <Tag>已停用</Tag> : <Tag color="success">正常</Tag>),
          },
          { title: '创建时间', dataIndex: 'created_at', render: (at: number) => formatTime(at) },
          {
            title: '操作',
            key: 'actions',
            width: 240,
            render: (_, row) => (
              <Space size={0} wrap>
                {row.id !== myId && (
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'role', staff: row })}>
                    更换角色
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'password', staff: row })}>
                  重置密码
                </Button>
                {row.id === myId ? (
                  <Tag color="blue">当前账号</Tag>
                ) : row.disabled ? (
                  <Button type="link" size="small" onClick={() => void toggle(row, false).catch(() => {})}>
                    启用
                  </Button>
                ) : (
                  <Popconfirm
                    title={`停用 ${row.name}？`}
                    description="停用后该员工立即退出登录"
                    okText="停用"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => toggle(row, true)}
                  >
                    <Button type="link" size="small" danger>
                      停用
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <StaffDialogs dialog={dialog} onClose={() => setDialog(undefined)} />
    </>
  );
}
