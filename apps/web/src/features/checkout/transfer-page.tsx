import { Alert, Button, Descriptions, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { formatYuan } from '@store/shared/rules/money';
import { usePayInfo } from './use-checkout.ts';
import { PayOrderPending, PayStateResult } from './pay-state-result.tsx';
import { payStateOf } from './pay-view.ts';
import { paths } from '../../routing/paths.ts';
import './checkout.css';
import './checkout-phone.css';
import { formatTime } from '@store/shared/rules/store-time';

const { Text } = Typography;

/** /cart/hm?id= (对公转账): where to send the money, the exact amount and the reference to write on it. */
export function TransferPage() {
  const [params] = useSearchParams();
  const orderId = Number(params.get('id')) || 0;
  const info = usePayInfo(orderId);

  if (!info.data) return <PayOrderPending missing={info.isError || orderId === 0} />;
  const i = info.data;
  const state = payStateOf(i);
  if (state !== 'pending')
    return (
      <div className="container checkout-page">
        <PayStateResult info={i} state={state} />
      </div>
    );

  // The amount is copied without the ¥ sign: bank forms take a plain number.
  const amount = i.payable_amount.toFixed(2);
  return (
    <div className="container checkout-page" data-testid="transfer-page">
      <section className="pay-panel">
        <h3 className="checkout-section__title">对公转账</h3>
        <Alert
          type="warning"
          showIcon
          title="请务必在转账附言（用途/备注）中填写下方的汇款识别码，并按应付金额足额转账，以便工作人员核对到账。"
          style={{ marginBottom: 16 }}
        />
        <Descriptions className="transfer-details" column={1} bordered size="middle" styles={{ label: { width: 160 } }}>
          <Descriptions.Item label="订单号">{i.order_no}</Descriptions.Item>
          <Descriptions.Item label="收款户名">
            <Text copyable data-testid="transfer-account-name">
              {i.bank.account_name}
            </Text>
          </Descriptions.Item>
          <Descriptions.Item label="开户银行">
            <Text copyable>{i.bank.bank_name}</Text>
          </Descriptions.Item>
          <Descriptions.Item label="收款账号">
            <Text copyable data-testid="transfer-account-no">
              {i.bank.account_no}
            </Text>
          </Descriptions.Item>
          <Descriptions.Item label="转账金额">
            <Text copyable={{ text: amount }} className="transfer-amount" data-testid="transfer-amount">
              {formatYuan(i.payable_amount)}
            </Text>
          </Descriptions.Item>
          <Descriptions.Item label="汇款识别码（附言）">
            <Text copyable className="transfer-ref" data-testid="transfer-ref">
              {i.remittance_ref}
            </Text>
          </Descriptions.Item>
          <Descriptions.Item label="转账截止时间">
            {formatTime(i.expires_at)}，逾期未到账订单将自动取消
          </Descriptions.Item>
        </Descriptions>
        <ol className="transfer-steps">
          <li>
            通过网银或银行柜台向上述账户转账，附言填写汇款识别码 <b>{i.remittance_ref}</b>。
          </li>
          <li>款项到账后，工作人员核对并确认收款（一般在 1 个工作日内）。</li>
          <li>确认收款后，订单状态变为“待发货”，我们将尽快安排发货。</li>
        </ol>
        <Link to={paths.order(i.id)}>
          <Button>查看订单</Button>
        </Link>{' '}
        <Link to={paths.payOrder(i.id)}>
          <Button type="link">更换支付方式</Button>
        </Link>
      </section>
    </div>
  );
}
