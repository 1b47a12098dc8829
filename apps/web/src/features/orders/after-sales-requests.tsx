import { Tag, Timeline } from 'antd';
import type { AfterSalesSummary } from '@store/shared/api/orders';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';

const STATUS_COLOR: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  refunded: 'success',
  rejected: 'error',
};

/** Existing return/after-sales requests of an order, each with its lines, photos and status history. */
export function AfterSalesRequests({ requests }: { requests: AfterSalesSummary[] }) {
  return (
    <div className="after-sales-list">
      {requests.map((r) => (
        <div key={r.id} className="after-sales-request" data-request-id={r.id}>
          <div className="after-sales-request__head">
            <b>
              {r.kind_text}申请 #{r.id}
            </b>
            <Tag color={STATUS_COLOR[r.status] ?? 'default'} className="after-sales-status">
              {r.status_text}
            </Tag>
            <span>{formatTime(r.created_at)}</span>
            {r.refund_amount > 0 && (
              <span className="after-sales-refund">
                退款 {formatYuan(r.refund_amount)}（{r.refund_to === 'balance' ? '退至账户余额' : '原路退回'}）
              </span>
            )}
          </div>
          <div>
            原因：{r.reason}
            {r.description && `，${r.description}`}
          </div>
          <div>商品：{r.items.map((i) => `${i.name} ${i.ypgg} × ${i.number}${i.bzdw}`).join('；')}</div>
          {r.photos.length > 0 && (
            <div className="after-sales-photos">
              {r.photos.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="售后照片" />
                </a>
              ))}
            </div>
          )}
          <Timeline
            className="after-sales-history"
            items={r.history.map((h, i) => ({
              key: i,
              content: (
                <>
                  <span>{h.text}</span> <small>{formatTime(h.at)}</small>
                </>
              ),
            }))}
          />
        </div>
      ))}
    </div>
  );
}
