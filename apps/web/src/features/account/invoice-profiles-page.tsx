import { useState } from 'react';
import { Alert, Button, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { INVOICE_PROFILE_TYPE_TEXT, type InvoiceProfile } from '@store/shared/api/invoice-profile';
import { useInvoiceProfileAction, useInvoiceProfiles } from '../../api/use-invoice-profiles.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { InvoiceProfileModal } from '../../components/invoice-profile-modal/invoice-profile-modal.tsx';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** /fptt: invoice profiles (发票抬头) — add, edit, set default, delete; the confirm page picks the default. */
export function InvoiceProfilesPage() {
  const { message, modal } = useFeedback();
  const profiles = useInvoiceProfiles();
  const action = useInvoiceProfileAction();
  const [editing, setEditing] = useState<{ profile: InvoiceProfile | null } | null>(null);
  const suggestion = profiles.data?.suggestion ?? null;

  const setDefault = (p: InvoiceProfile) =>
    action.mutateAsync({ kind: 'default', id: p.id }).then(
      () => void message.success('已设为默认抬头'),
      () => {},
    );
  const remove = (p: InvoiceProfile) =>
    modal.confirm({
      title: '删除发票抬头',
      content: `确定删除发票抬头「${p.title}」吗？`,
      okButtonProps: { danger: true },
      onOk: () =>
        action.mutateAsync({ kind: 'delete', id: p.id }).then(
          () => void message.success('已删除'),
          () => {},
        ),
    });

  return (
    <AccountShell
      title="发票抬头"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ profile: null })}>
          新增发票抬头
        </Button>
      }
    >
      {suggestion && (
        <Alert
          className="invoice-profile-suggestion"
          type="info"
          showIcon
          message={`还没有发票抬头：可按本单位资料「${suggestion.title}」新增，核对后保存`}
          action={
            <Button size="small" type="primary" onClick={() => setEditing({ profile: null })}>
              使用本单位信息
            </Button>
          }
        />
      )}
      <Table<InvoiceProfile>
        rowKey="id"
        size="middle"
        className="invoice-profile-list"
        pagination={false}
        loading={profiles.isLoading}
        dataSource={profiles.data?.list ?? []}
        locale={{ emptyText: '还没有发票抬头，请新增' }}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '发票类型', width: 130, render: (_, p) => INVOICE_PROFILE_TYPE_TEXT[p.type] },
          { title: '发票抬头', dataIndex: 'title' },
          { title: '纳税人识别号', dataIndex: 'tax_no', width: 190 },
          {
            title: '开户银行及账号',
            // A phone keeps type, title, tax number and the actions; the bank shows when editing.
            responsive: ['md'],
            render: (_, p) => (p.type === 'vat_special' ? `${p.bank_name} ${p.bank_account}` : '—'),
          },
          {
            title: '操作',
            width: 240,
            render: (_, p) => (
              <Space>
                {p.is_default ? (
                  <Tag color="red">默认抬头</Tag>
                ) : (
                  <Button type="link" size="small" onClick={() => void setDefault(p)}>
                    设为默认
                  </Button>
                )}
                <Button type="link" size="small" onClick={() => setEditing({ profile: p })}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(p)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <InvoiceProfileModal
        open={editing !== null}
        profile={editing?.profile ?? null}
        initial={suggestion}
        onClose={() => setEditing(null)}
      />
    </AccountShell>
  );
}
