import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { isMobile } from '@store/shared/rules/validators';
import { api } from '../../api/client.ts';
import { SmsCodeField } from '../../components/sms-code/sms-code-input.tsx';
import { confirmPasswordRules, newPasswordRules } from '../../components/password/password-rules.ts';

/** Registration refuses a taken mobile ('该手机号已注册', checked on blur); a reset needs a registered one. */
export const mobileValidator = (scene: 'register' | 'forget') => async (_: unknown, raw: string | undefined) => {
  const mobile = raw?.trim() ?? '';
  if (!mobile) throw new Error('请填写手机号');
  if (!isMobile(mobile)) throw new Error('手机号格式不正确');
  const { exists } = await api
    .get<{ exists: 0 | 1 }>(`/api/user/phone/${mobile}`, { silent: true })
    .catch(() => ({ exists: -1 }));
  if (scene === 'register' && exists === 1) throw new Error('该手机号已注册');
  if (scene === 'forget' && exists === 0) throw new Error('该手机号未注册');
};

export type AccountValues = { mobile: string; code: string; password: string; confirm_password: string };

type Props = { submitText: string; onSubmit: (values: AccountValues) => Promise<void> };

/** Registration step 1: mobile, SMS code, password and its confirmation. */
export function AccountForm({ submitText, onSubmit }: Props) {
  const [form] = Form.useForm<AccountValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: AccountValues) => {
    setSubmitting(true);
    try {
      await onSubmit({ ...values, mobile: values.mobile.trim(), code: values.code.trim() });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<AccountValues>
      form={form}
      layout="horizontal"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      onFinish={submit}
      className="account-form"
    >
      <Form.Item
        name="mobile"
        label="手机号"
        required
        validateTrigger="onBlur"
        validateFirst
        rules={[{ validator: mobileValidator('register') }]}
      >
        <Input maxLength={11} placeholder="请输入手机号" autoComplete="tel" />
      </Form.Item>
      <SmsCodeField form={form} scene="register" />
      <Form.Item
        name="password"
        label="设置密码"
        dependencies={['mobile']}
        rules={newPasswordRules(() => ({ mobile: form.getFieldValue('mobile')?.trim() }))}
      >
        <Input.Password placeholder="至少8位" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm_password" label="确认密码" dependencies={['password']} rules={confirmPasswordRules()}>
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {submitText}
        </Button>
        <p className="account-form__agreement">
          注册即表示您已阅读并同意<Link to={paths.userAgreement}>《用户协议》</Link>和
          <Link to={paths.privacyPolicy}>《隐私政策》</Link>
        </p>
      </Form.Item>
    </Form>
  );
}
