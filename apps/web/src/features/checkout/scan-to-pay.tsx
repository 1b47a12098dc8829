import { Button, QRCode } from 'antd';
import type { PayInfo } from '@store/shared/api/checkout';
import { formatYuan } from '@store/shared/rules/money';

/**
 * Paying by scanning (WeChat Pay native): the gateway's code as a QR code. The pay page asks the server
 * every 2 s meanwhile and goes to 支付成功 once the gateway's notification has marked the order paid.
 */
export function ScanToPay({
  info,
  codeUrl,
  gateway,
  onBack,
}: {
  info: PayInfo;
  codeUrl: string;
  gateway: string;
  onBack: () => void;
}) {
  return (
    <section className="pay-panel pay-scan" data-testid="pay-scan">
      <h3 className="checkout-section__title">{gateway}</h3>
      <div>
        订单号：{info.order_no}　应付金额：
        <span className="pay-summary__amount">{formatYuan(info.payable_amount)}</span>
      </div>
      <QRCode value={codeUrl} size={200} className="pay-scan__code" />
      <p className="pay-scan__hint">请使用微信扫一扫完成支付</p>
      <p className="pay-scan__wait">支付完成后本页将自动跳转</p>
      <Button onClick={onBack}>选择其他支付方式</Button>
    </section>
  );
}
