import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import {
  RECHARGE_MAX_YUAN,
  RECHARGE_MIN_YUAN,
  type RechargeAnswer,
  type RechargeTfAnswer,
} from '@store/shared/api/wallet';
import { useOnlineRecharge, usePendingRecharges, useTransferRecharge } from '../../api/use-wallet.ts';
import { ScanToRecharge } from './scan-to-recharge.tsx';
import { TransferDetails } from './transfer-details.tsx';

/** 'transfer', or the code of an online gateway the server offers. */
type Values = { amount: string; method: string };
type Shown = { kind: 'transfer'; answer: RechargeTfAnswer } | { kind: 'scan'; answer: RechargeAnswer };

const TRANSFER = 'transfer';

/**
 * 充值: the amount and how to pay it. Online (each gateway the server offers): the browser goes to the
 * gateway's cashier, or shows its code to scan; the balance grows only when the gateway's notification
 * arrives. Bank transfer: the account and the reference to write. The amount is checked by the server
 * alone; its 422 appears under the field.
 */
export function RechargeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [shown, setShown] = useState<Shown | null>(null);
  const gateways = usePendingRecharges().data?.gateways ?? [];
  const showErrors = (errors: Record<string, string[] | undefined>) =>
    form.setFields([{ name: 'amount', errors: [...(errors.amount ?? []), ...(errors.gateway ?? [])] }]);
  const transfer = useTransferRecharge(showErrors);
  const online = useOnlineRecharge(showErrors);
  const method = Form.useWatch('method', form) ?? gateways[0]?.code ?? TRANSFER;

  const submit = async () => {
    const amount = String(form.getFieldValue('amount') ?? '').trim();
    try {
      if (method === TRANSFER) return setShown({ kind: 'transfer', answer: await transfer.mutateAsync(amount) });
      const answer = await online.mutateAsync({ amount, gateway: method });
      // The gateway's cashier page may live on another origin: a full navigation; it sends the buyer back to /yegl.
      if (answer.redirect_url) window.location.assign(answer.redirect_url);
      else if (answer.qr_code_url) setShown({ kind: 'scan', answer });
    } catch {
      // Under the field (422) or shown by the client.
    }
  };
  const close = () => {
    onClose();
    // Cleared once closed: the next 充值 starts from an empty form.
    setShown(null);
    form.resetFields();
  };

  return (
    <Modal
      open={open}
      title={shown?.kind === 'transfer' ? '请按以下信息转账' : shown?.kind === 'scan' ? '扫码充值' : '账户充值'}
      onCancel={close}
      width={560}
      destroyOnHidden
      footer={
        shown ? (
          <Button type="primary" onClick={close}>
            {shown.kind === 'transfer' ? '我知道了' : '关闭'}
          </Button>
        ) : (
          <>
            <Button onClick={close}>取消</Button>
            <Button type="primary" loading={transfer.isPending || online.isPending} onClick={() => void submit()}>
              {method === TRANSFER ? '下一步' : '去支付'}
            </Button>
          </>
        )
      }
    >
      {shown?.kind === 'transfer' ? (
        <TransferDetails answer={shown.answer} />
      ) : shown?.kind === 'scan' ? (
        <ScanToRecharge answer={shown.answer} />
      ) : (
        <Form<Values>
          // Remounted once the gateways are known, so the first of them is the one preselected.
          key={gateways.length}
          form={form}
          layout="vertical"
          className="recharge-form"
          initialValues={{ method: gateways[0]?.code ?? TRANSFER }}
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
          <Form.Item
            name="method"
            label="充值方式"
            extra={method === TRANSFER ? '转账到账后由财务确认记入余额' : '支付成功后即时记入余额'}
          >
            <Radio.Group
              options={[
                ...gateways.map((g) => ({ value: g.code, label: g.name })),
                { value: TRANSFER, label: '对公转账' },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
