import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Typography } from 'antd';
import { RECHARGE_MAX_YUAN, RECHARGE_MIN_YUAN, type RechargeTfAnswer } from '@store/shared/api/wallet';
import { formatYuan } from '@store/shared/rules/money';
import { useTransferRecharge } from '../../api/use-wallet.ts';

const { Text } = Typography;
type Values = { amount: string; method: 'transfer' };

/**
 * 充值: the amount, then where to send it. Bank transfer is the only method the server offers yet, so it is
 * the only one shown. The amount is checked by the server alone; its 422 appears under the field.
 */
export function RechargeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [answer, setAnswer] = useState<RechargeTfAnswer | null>(null);
  const recharge = useTransferRecharge((errors) => form.setFields([{ name: 'amount', errors: errors.amount ?? [] }]));

  const submit = async () => {
    try {
      setAnswer(await recharge.mutateAsync(String(form.getFieldValue('amount') ?? '').trim()));
    } catch {
      // Under the field (422) or shown by the client.
    }
  };
  const close = () => {
    onClose();
    // Cleared once closed: the next 充值 starts from an empty form.
    setAnswer(null);
    form.resetFields();
  };

  return (
    <Modal
      open={open}
      title={answer ? '请按以下信息转账' : '账户充值'}
      onCancel={close}
      width={560}
      destroyOnHidden
      footer={
        answer ? (
          <Button type="primary" onClick={close}>
            我知道了
          </Button>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={recharge.isPending} onClick={() => void submit()}>
              下一步
            </Button>
          </>
        )
      }
    >
      {answer ? (
        <TransferDetails answer={answer} />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          className="recharge-form"
          initialValues={{ method: 'transfer' }}
          onValuesChange={() => form.setFields([{ name: 'amount', errors: [] }])}
        >
          <Form.Item
            name="amount"
            label="充值金额"
            required
            extra={`最低 ${RECHARGE_MIN_YUAN} 元，单笔最高 ${RECHARGE_MAX_YUAN / 10_000} 万元，最多两位小数`}
          >
            <Input
              prefix="¥"
              suffix="元"
              inputMode="decimal"
              autoComplete="off"
              placeholder="请输入充值金额"
              onPressEnter={() => void submit()}
            />
          </Form.Item>
          <Form.Item name="method" label="充值方式">
            <Radio.Group options={[{ value: 'transfer', label: '对公转账' }]} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** The store's account and the reference to write on the transfer, each copyable as a bank form wants it. */
function TransferDetails({ answer }: { answer: RechargeTfAnswer }) {
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
