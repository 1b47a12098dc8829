import { Alert, Descriptions, Typography } from 'antd';
import type { RechargeTfAnswer } from '@store/shared/api/wallet';
import { formatYuan } from '@store/shared/rules/money';

const { Text } = Typography;

/** The store's account and the reference to write on the transfer, each copyable as a bank form wants it. */
export function TransferDetails({ answer }: { answer: RechargeTfAnswer }) {
  return (
    <div className="recharge-result" data-testid="recharge-result">
      <Alert
        type="warning"
        showIcon
        title="请务必在转账附言（用途/备注）中填写下方的汇款识别码，财务核对到账后将充值金额记入您的账户余额。"
      />
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 150 } }}>
        <Descriptions.Item label="收款户名">
          <Text copyable data-testid="recharge-account-name">
            {answer.bank.account_name}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label="开户银行">
          <Text copyable>{answer.bank.bank_name}</Text>
        </Descriptions.Item>
        <Descriptions.Item label="收款账号">
          <Text copyable={{ text: answer.bank.account_no.replace(/\s+/g, '') }} data-testid="recharge-account-no">
            {answer.bank.account_no}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label="转账金额">
          <Text copyable={{ text: answer.amount.toFixed(2) }} strong data-testid="recharge-amount">
            {formatYuan(answer.amount)}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label="附言（汇款识别码）">
          <Text copyable strong className="recharge-ref" data-testid="recharge-ref">
            {answer.remittance_ref}
          </Text>
        </Descriptions.Item>
      </Descriptions>
      <p className="recharge-result__note">到账确认一般在 1 个工作日内；确认前可在本页“待确认到账”中查看这笔充值。</p>
    </div>
  );
}
