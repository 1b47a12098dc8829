import { Alert, Button, Checkbox, Form, Input, Spin } from 'antd';
import { useContract, useSignContract } from './use-contract.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Values = { signer_name: string; agree: boolean };

/** /dzht (target of status 459): the agreement in force, signed once with a name and an explicit consent. */
export function ContractPage() {
  const { message } = useFeedback();
  const contract = useContract();
  const sign = useSignContract();
  const c = contract.data;

  const submit = async (values: Values) => {
    if (!c) return;
    try {
      await sign.mutateAsync({ id: c.id, signerName: values.signer_name.trim() });
      void message.success('签署成功');
    } catch {
      // Shown by the client.
    }
  };

  return (
    <AccountShell title="电子合同">
      {!c ? (
        <Spin spinning={contract.isLoading}>
          {contract.isLoading ? <div style={{ height: 200 }} /> : <Alert type="error" title="合同加载失败" />}
        </Spin>
      ) : (
        <>
          <h3>{c.title}</h3>
          <p className="contract-meta">
            版本 {c.version}，有效期 {c.effective_from} 至 {c.effective_to}
          </p>
          <div className="contract-text">{c.content}</div>
          {c.is_signed ? (
            <Alert
              className="contract-sign"
              type="success"
              showIcon
              title="已签署"
              description={`签署人：${c.signer_name}　签署时间：${formatTime(c.signed_at)}`}
            />
          ) : (
            <Form<Values> className="contract-sign" layout="inline" onFinish={submit}>
              <Form.Item
                name="signer_name"
                label="签署人"
                rules={[{ required: true, whitespace: true, min: 2, message: '请填写签署人姓名' }]}
              >
                <Input maxLength={30} placeholder="请填写签署人姓名" />
              </Form.Item>
              <Form.Item
                name="agree"
                valuePropName="checked"
                rules={[
                  { validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('请阅读并同意协议'))) },
                ]}
              >
                <Checkbox>我已阅读并同意</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={sign.isPending}>
                签署合同
              </Button>
            </Form>
          )}
        </>
      )}
    </AccountShell>
  );
}
