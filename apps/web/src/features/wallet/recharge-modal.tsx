import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { RECHARGE_MAX_YUAN, RECHARGE_MIN_YUAN, type RechargeTfAnswer } from '@store/shared/api/wallet';
import { useTransferRecharge } from '../../api/use-wallet.ts';
import { TransferDetails } from './transfer-details.tsx';
import { RechargeOffers } from './recharge-offers.tsx';
import './vouchers.css';

type Values = { amount: string; method: 'transfer' };

/**
 * 充值: the amount, then where to send it. Bank transfer is the only method the server offers yet, so it is
 * the only one shown. The amount is checked by the server alone; its 422 appears under the field.
 */
export function RechargeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [answer, setAnswer] = useState<RechargeTfAnswer | null>(null);
  const typed = Form.useWatch('amount', form);
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
          <RechargeOffers amount={typed} />
          <Form.Item name="method" label="充值方式">
            <Radio.Group options={[{ value: 'transfer', label: '对公转账' }]} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
