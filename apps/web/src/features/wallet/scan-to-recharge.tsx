import { Alert, QRCode } from 'antd';
import type { RechargeAnswer } from '@store/shared/api/wallet';
import { formatYuan } from '@store/shared/rules/money';
import { useRechargeArrival } from '../../api/use-wallet.ts';

/**
 * An online top-up paid by scanning (WeChat Pay native): the gateway's code, and the top-up asked every
 * 2 s until the gateway's notification has credited it.
 */
export function ScanToRecharge({ answer }: { answer: RechargeAnswer }) {
  const arrival = useRechargeArrival(answer.id).data;
  if (arrival?.status === 'paid')
    return <Alert type="success" showIcon title={`充值成功，${formatYuan(answer.amount)} 已记入账户余额`} />;
  return (
    <div className="recharge-scan" data-testid="recharge-scan">
      <p>
        {answer.gateway}　充值金额：<b>{formatYuan(answer.amount)}</b>
      </p>
      <QRCode value={answer.qr_code_url ?? ''} size={200} />
      <p className="recharge-result__note">请使用微信扫一扫完成支付，支付完成后本窗口将自动显示结果。</p>
    </div>
  );
}
