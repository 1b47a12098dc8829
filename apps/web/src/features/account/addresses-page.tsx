import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@store/shared/api/address';
import { useAddressAction, useAddresses } from '../../api/use-addresses.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { AddressModal } from '../../components/address-modal/address-modal.tsx';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** /addr: delivery addresses — add, edit, set default, delete. */
export function AddressesPage() {
  const { message, modal } = useFeedback();
  const addresses = useAddresses();
  const action = useAddressAction();
  const [editing, setEditing] = useState<{ address: Address | null } | null>(null);

  const setDefault = (a: Address) =>
    action.mutateAsync({ kind: 'default', id: a.id }).then(
      () => void message.success('已设为默认地址'),
      () => {},
    );
  const remove = (a: Address) =>
    modal.confirm({
      title: '删除地址',
      content: `确定删除收货人「${a.consignee}」的这个地址吗？`,
      okButtonProps: { danger: true },
      onOk: () =>
        action.mutateAsync({ kind: 'delete', id: a.id }).then(
          () => void message.success('已删除'),
          () => {},
        ),
    });

  return (
    <AccountShell
      title="收货地址"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ address: null })}>
          新增收货地址
        </Button>
      }
    >
      <Table<Address>
        rowKey="id"
        size="middle"
        className="address-list"
        pagination={false}
        loading={addresses.isLoading}
        dataSource={addresses.data ?? []}
        locale={{ emptyText: '还没有收货地址，请新增' }}
        columns={[
          { title: '收货人', dataIndex: 'consignee', width: 100 },
          { title: '手机号', dataIndex: 'mobile', width: 120 },
          { title: '地址', render: (_, a) => `${a.province} ${a.city} ${a.district} ${a.detail}` },
          {
            title: '操作',
            width: 240,
            render: (_, a) => (
              <Space>
                {a.is_default ? (
                  <Tag color="red">默认地址</Tag>
                ) : (
                  <Button type="link" size="small" onClick={() => void setDefault(a)}>
                    设为默认
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setEditing({ address: a })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(a)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AddressModal open={editing !== null} address={editing?.address ?? null} onClose={() => setEditing(null)} />
    </AccountShell>
  );
}
