import { useState } from 'react';
import { Button, Descriptions, Empty, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePurchaseRequest, usePurchaseRequests, type PurchaseRequest } from '../../api/use-purchase-requests.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { PurchaseRequestForm } from '../../components/purchase-request/purchase-request-form.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import { paths } from '../../routing/paths.ts';
import { serverPagination } from '../../lib/table-pagination.ts';
import './account.css';

/** The server has 'pending' today; any later state shows as sent. */
const STATUS_NAMES: Record<string, { text: string; color: string }> = {
  pending: { text: '待处理', color: 'processing' },
};
const statusTag = (status: string) => {
  const s = STATUS_NAMES[status] ?? { text: status, color: 'default' };
  return <Tag color={s.color}>{s.text}</Tag>;
};

const addButton = (
  <Link to={paths.purchaseRequestAdd}>
    <Button type="primary" icon={<PlusOutlined />}>
      发布求购
    </Button>
  </Link>
);

/** /pzqg: my purchase requests, newest first. */
export function PurchaseRequestsPage() {
  const [page, setPage] = useState(1);
  const list = usePurchaseRequests(page);
  return (
    <AccountShell title="我的求购" extra={addButton}>
      <Table<PurchaseRequest>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: '还没有求购记录' }}
        pagination={serverPagination(page, list.data, setPage)}
        columns={[
          { title: '药品名称', render: (_, r) => <Link to={paths.purchaseRequest(r.id, page)}>{r.name}</Link> },
          { title: '生产厂家', dataIndex: 'sccj' },
          { title: '规格', dataIndex: 'ypgg' },
          { title: '数量', dataIndex: 'number', width: 80, render: (n: number | null) => n ?? '—' },
          { title: '状态', dataIndex: 'status', width: 90, render: statusTag },
          { title: '提交时间', dataIndex: 'created_at', width: 150, render: (t: number) => formatTime(t) },
        ]}
      />
    </AccountShell>
  );
}

/** /pzqg/add: the purchase request form as a page. */
export function PurchaseRequestAddPage() {
  const navigate = useNavigate();
  return (
    <AccountShell title="发布求购">
      <PurchaseRequestForm onDone={() => navigate(paths.purchaseRequests)} />
    </AccountShell>
  );
}

/** /pzqg/info?id=: one request (GET /api/user/buy/{id}). */
export function PurchaseRequestInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = usePurchaseRequest(id);
  const request = detail.data;
  return (
    <AccountShell title="求购详情" extra={<Link to={paths.purchaseRequests}>返回列表</Link>}>
      {request ? (
        <Descriptions className="pzqg-detail" bordered size="small" column={2}>
          <Descriptions.Item label="药品名称">{request.name}</Descriptions.Item>
          <Descriptions.Item label="状态">{statusTag(request.status)}</Descriptions.Item>
          <Descriptions.Item label="生产厂家">{request.sccj || '—'}</Descriptions.Item>
          <Descriptions.Item label="规格">{request.ypgg || '—'}</Descriptions.Item>
          <Descriptions.Item label="计划采购数量">{request.number ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{formatTime(request.created_at)}</Descriptions.Item>
          <Descriptions.Item label="联系人">{request.contact_name}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{request.contact_phone}</Descriptions.Item>
          <Descriptions.Item label="备注" span={2}>
            {request.remarks || '—'}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        !detail.isLoading && <Empty description="没有找到这条求购" />
      )}
    </AccountShell>
  );
}
