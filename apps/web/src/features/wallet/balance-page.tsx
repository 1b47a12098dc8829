import { useState } from 'react';
import { Alert, Button, Modal, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import type { RechargeRow, RechargeTfAnswer } from '@store/shared/api/wallet';
import { formatYuan } from '@store/shared/rules/money';
import { formatTime } from '@store/shared/rules/store-time';
import { usePendingRecharges, useRechargeArrival, useUserMoney } from '../../api/use-wallet.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { LedgerSection } from './ledger-section.tsx';
import { RechargeModal } from './recharge-modal.tsx';
import { TransferDetails } from './transfer-details.tsx';
import './wallet.css';

/**
 * /wdqb_yegl (/yegl) 余额管理: the balance with 充值, the top-ups still waiting for their transfer, and the
 * ledger. No 冻结金额: the server holds no frozen money, so none is shown.
 */
export function BalancePage() {
  const money = useUserMoney();
  const [recharging, setRecharging] = useState(false);
  return (
    <AccountShell title="余额管理">
      <div className="wallet-balance">
        <div>
          <span className="wallet-balance__label">账户余额（元）</span>
          <b className="wallet-balance__amount" data-testid="wallet-balance">
            {money.data ? formatYuan(money.data.balance) : '—'}
          </b>
          <span className="wallet-balance__hint">余额可在下单支付时使用</span>
        </div>
        <Button type="primary" size="large" onClick={() => setRecharging(true)}>
          充值
        </Button>
      </div>
      <RechargeArrival />
      <PendingRecharges />
      <LedgerSection />
      <RechargeModal open={recharging} onClose={() => setRecharging(false)} />
    </AccountShell>
  );
}

/**
 * Back from the gateway's cashier (/yegl?recharge={id}): whether the top-up has arrived. The gateway's
 * notification may come a moment after the buyer, so the page keeps asking until it has.
 */
function RechargeArrival() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('recharge')) || null;
  const arrival = useRechargeArrival(id).data;
  if (!id || !arrival) return null;
  const dismiss = () => setParams({}, { replace: true });
  const [type, title] =
    arrival.status === 'paid'
      ? (['success', `充值成功，${formatYuan(arrival.amount)} 已记入账户余额`] as const)
      : arrival.status === 'pending'
        ? (['info', `正在确认 ${formatYuan(arrival.amount)} 的充值是否到账，请稍候…`] as const)
        : (['warning', `这笔 ${formatYuan(arrival.amount)} 的充值未支付，已关闭`] as const);
  return (
    <Alert
      className="wallet-arrival"
      data-testid="recharge-arrival"
      type={type}
      showIcon
      title={title}
      closable={{ onClose: dismiss }}
    />
  );
}

/**
 * Transfers the buyer announced and finance has not seen arrive yet: the reference to write, and the account
 * to send to again (汇款信息) for a buyer who closed the dialog before paying.
 */
function PendingRecharges() {
  const pending = usePendingRecharges().data;
  const [showing, setShowing] = useState<RechargeTfAnswer | null>(null);
  if (!pending?.data.length) return null;
  return (
    <section className="wallet-section wallet-pending" aria-label="待确认到账的充值">
      <h3>待确认到账的充值</h3>
      <p className="wallet-section__note">转账时请在附言中填写对应的汇款识别码；财务确认到账后自动记入余额。</p>
      <Table<RechargeRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={pending.data}
        columns={[
          {
            title: '附言（汇款识别码）',
            dataIndex: 'remittance_ref',
            render: (ref: string | null) => (ref ? <Typography.Text copyable>{ref}</Typography.Text> : '—'),
          },
          { title: '充值金额', dataIndex: 'amount', render: (v: number) => formatYuan(v) },
          { title: '申请时间', dataIndex: 'created_at', responsive: ['md'], render: (v: number) => formatTime(v) },
          { title: '状态', dataIndex: 'status_text', render: (text: string) => <Tag color="processing">{text}</Tag> },
          {
            title: '操作',
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => setShowing({ ...row, bank: pending.bank })}>
                汇款信息
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={showing !== null}
        title="请按以下信息转账"
        width={560}
        onCancel={() => setShowing(null)}
        footer={
          <Button type="primary" onClick={() => setShowing(null)}>
            我知道了
          </Button>
        }
      >
        {showing && <TransferDetails answer={showing} />}
      </Modal>
    </section>
  );
}
