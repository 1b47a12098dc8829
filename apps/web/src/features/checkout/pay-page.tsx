import { useState } from 'react';
import { Button } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { PayInfo } from '@store/shared/api/checkout';
import { PayMethod } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { usePayInfo, usePayOrder } from './use-checkout.ts';
import { Countdown } from '../../components/countdown.tsx';
import { defaultMethodOf, payMethodsOf, payStateOf, type PayMethodView } from './pay-view.ts';
import { PayOrderPending, PayStateResult } from './pay-state-result.tsx';
import { ScanToPay } from './scan-to-pay.tsx';
import { paths } from '../../routing/paths.ts';
import './checkout.css';
import './checkout-phone.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** /cart/step3/{id} (支付订单): amount, time left, and 余额支付 / 对公转账 / one choice per online gateway. */
export function PayPage() {
  const orderId = Number(useParams().id) || 0;
  // A code to scan (WeChat Pay native): the page shows it and asks the server every 2 s until paid.
  const [scan, setScan] = useState<{ codeUrl: string; gateway: string } | null>(null);
  const info = usePayInfo(orderId, { pollWhileUnpaid: scan !== null });

  if (!info.data) return <PayOrderPending missing={info.isError} />;
  const state = payStateOf(info.data);
  if (scan && state === 'paid') return <Navigate to={paths.paidOrder(orderId)} replace />;
  return (
    <div className="container checkout-page" data-testid="pay-page">
      {state !== 'pending' ? (
        <PayStateResult info={info.data} state={state} />
      ) : scan ? (
        <ScanToPay info={info.data} codeUrl={scan.codeUrl} gateway={scan.gateway} onBack={() => setScan(null)} />
      ) : (
        <PayPanel info={info.data} onExpire={() => void info.refetch()} onScan={setScan} />
      )}
    </div>
  );
}

function PayPanel({
  info,
  onExpire,
  onScan,
}: {
  info: PayInfo;
  onExpire: () => void;
  onScan: (scan: { codeUrl: string; gateway: string }) => void;
}) {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const pay = usePayOrder(info.id);
  const methods = payMethodsOf(info);
  const [chosen, setChosen] = useState<PayMethodView | null>(() => defaultMethodOf(methods));

  const payWith = async (choice: PayMethodView) => {
    try {
      const result = await pay.mutateAsync({ method: choice.method, gateway: choice.gateway });
      if (choice.method === PayMethod.BALANCE) navigate(paths.paidOrder(info.id), { replace: true });
      else if (choice.method === PayMethod.TRANSFER) navigate(paths.transferOrder(info.id));
      // The gateway's cashier page may live on another origin: a full navigation.
      else if (result.redirect_url) window.location.assign(result.redirect_url);
      else if (result.qr_code_url) onScan({ codeUrl: result.qr_code_url, gateway: choice.label });
    } catch {
      // Refusals (balance short, already paid, gateway unavailable) are alerted by the client.
    }
  };

  const confirmAndPay = () => {
    if (!chosen) return;
    // Only the balance takes money at once, so only it asks first; the others lead to their own pages.
    if (chosen.method !== PayMethod.BALANCE) return void payWith(chosen);
    modal.confirm({
      title: '确认余额支付',
      content: `将从账户余额中扣除 ${formatYuan(info.payable_amount)}，确定支付吗？`,
      okText: '确定支付',
      cancelText: '取消',
      onOk: () => payWith(chosen),
    });
  };

  return (
    <>
      <section className="pay-panel pay-summary">
        <div>
          <div>
            订单提交成功，请尽快付款！订单号：<b data-testid="pay-order-no">{info.order_no}</b>
          </div>
          <div className="pay-summary__deadline">
            请在 <Countdown end={info.expires_at} onExpire={onExpire} /> 内完成支付，超时订单将自动取消
          </div>
        </div>
        <div>
          应付金额：
          <span className="pay-summary__amount" data-testid="pay-amount">
            {formatYuan(info.payable_amount)}
          </span>
        </div>
      </section>
      <section className="pay-panel">
        <h3 className="checkout-section__title">选择支付方式</h3>
        <div className="pay-methods" role="radiogroup" aria-label="支付方式">
          {methods.map((m) => (
            <button
              key={m.key}
              type="button"
              role="radio"
              aria-checked={chosen?.key === m.key}
              data-method={m.method}
              data-gateway={m.gateway}
              disabled={!m.enabled}
              className={`pay-method${chosen?.key === m.key ? ' pay-method--selected' : ''}`}
              onClick={() => setChosen(m)}
            >
              <span className="pay-method__label">{m.label}</span>
              <span className="pay-method__hint">{m.hint}</span>
            </button>
          ))}
        </div>
        <Button
          type="primary"
          size="large"
          className="checkout-submit"
          disabled={!chosen || pay.isPending}
          loading={pay.isPending}
          onClick={confirmAndPay}
        >
          立即支付
        </Button>
      </section>
    </>
  );
}
