import { useState } from 'react';
import { App, Button, Card, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import type { AdminCouponRow } from '@store/shared/api/coupons';
import { useListParams } from '../../lib/use-list-params.ts';
import { CouponFormModal } from './coupon-form-modal.tsx';
import { audienceText, SCOPE_OPTIONS } from './coupon-words.ts';
import { GrantModal } from './grant-modal.tsx';
import { ReportModal } from './report-modal.tsx';
import { useCouponChange, useCouponTemplates, type CouponFilters } from './use-coupons.ts';
import './coupons.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

type Dialog = { kind: 'edit'; row: AdminCouponRow | null } | { kind: 'grant' | 'report'; row: AdminCouponRow } | null;

/**
 * 营销 → 优惠券 (promotions.manage): templates with what is out and used, 新建 / 编辑, 暂停 / 恢复 发放,
 * 发放 to buyers, and each one's 使用情况. Filters and page live in the address.
 */
export function CouponsPage() {
  const { message } = App.useApp();
  const { filters: params, page, go } = useListParams(['keywords', 'status', 'type'], { numeric: ['status', 'type'] });
  const filters: CouponFilters = {
    keywords: String(params.keywords ?? ''),
    ...(params.status !== undefined && { status: Number(params.status) }),
    ...(params.type !== undefined && { type: Number(params.type) }),
  };
  const list = useCouponTemplates(filters, page);
  const change = useCouponChange();
  const [dialog, setDialog] = useState<Dialog>(null);
  const setStatus = (row: AdminCouponRow, status: 0 | 1) =>
    change.mutate(
      { kind: 'status', id: row.id, status },
      {
        onSuccess: () => void message.success(status ? '已恢复发放' : '已暂停发放'),
        onError: (e) => void message.error(e.message),
      },
    );

  return (
    <div className="coupons-page">
      <Typography.Title level={3}>优惠券</Typography.Title>
      <Card>
        <ListToolbar
          className="coupons-page__filters"
          search={{
            value: filters.keywords,
            placeholder: '优惠券名称',
            onSearch: (keywords) => go({ ...params, keywords }),
          }}
          create={{ label: '新建优惠券', onClick: () => setDialog({ kind: 'edit', row: null }) }}
        >
          <Segmented
            value={params.status === undefined ? 'all' : String(params.status)}
            options={[
              { value: 'all', label: '全部' },
              { value: '1', label: '发放中' },
              { value: '0', label: '已暂停' },
            ]}
            onChange={(v) => go({ ...params, status: v === 'all' ? undefined : Number(v) })}
          />
          <Segmented
            value={params.type === undefined ? 0 : Number(params.type)}
            options={[
              { value: 0, label: '全部类型' },
              { value: 1, label: '满减券' },
              { value: 3, label: '折扣券' },
              { value: 2, label: '运费券' },
            ]}
            onChange={(v) => go({ ...params, type: v ? Number(v) : undefined })}
          />
        </ListToolbar>
        <ServerTable<AdminCouponRow>
          list={list}
          page={page}
          onPage={(next) => go(params, next)}
          rowTestId="coupon-row"
          scroll={{ x: 1300 }}
          columns={[
            {
              title: '优惠券',
              key: 'name',
              width: 240,
              render: (_, r) => (
                <>
                  <b>{r.name}</b>
                  <div className="coupons-page__sub">
                    {r.type_text} · {r.face_text}
                  </div>
                </>
              ),
            },
            {
              title: '适用范围',
              key: 'scope',
              render: (_, r) =>
                `${SCOPE_OPTIONS.find((o) => o.value === r.scope_kind)?.label ?? r.scope_kind}${r.scope_ids.length ? `（${r.scope_ids.length}）` : ''}${r.excluded_goods_ids.length ? `，排除 ${r.excluded_goods_ids.length} 个商品` : ''}`,
            },
            { title: '有效期', dataIndex: 'validity_text', width: 190 },
            { title: '领取对象', key: 'audience', render: (_, r) => audienceText(r) },
            {
              title: '已发放 / 总量',
              key: 'quantity',
              align: 'right',
              render: (_, r) => `${r.claimed_count} / ${r.total_quantity ?? '不限'}`,
            },
            { title: '已使用', dataIndex: 'used_count', align: 'right' },
            { title: '每人限领', dataIndex: 'per_user_limit', align: 'right' },
            {
              title: '状态',
              key: 'status',
              width: 170,
              render: (_, r) => (
                <Space size={4}>
                  <Tag color={r.status ? 'green' : 'default'}>{r.status ? '发放中' : '已暂停'}</Tag>
                  {r.in_centre ? <Tag color="red">领券中心</Tag> : <Tag>仅发放</Tag>}
                </Space>
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 150,
              fixed: 'right',
              render: (_, r) => (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row: r })}>
                    编辑
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={!r.status}
                    onClick={() => setDialog({ kind: 'grant', row: r })}
                  >
                    发放
                  </Button>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'report', row: r })}>
                    使用情况
                  </Button>
                  {r.status ? (
                    <Popconfirm
                      title="暂停发放？"
                      description="暂停后领券中心不再展示、不能发放；已领取的优惠券仍可使用。"
                      onConfirm={() => setStatus(r, 0)}
                    >
                      <Button type="link" size="small" danger>
                        暂停
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button type="link" size="small" onClick={() => setStatus(r, 1)}>
                      恢复
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {dialog?.kind === 'edit' && <CouponFormModal row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'grant' && <GrantModal row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'report' && (
        <ReportModal id={dialog.row.id} name={dialog.row.name} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
