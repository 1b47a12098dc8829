import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { UserBase } from '@store/shared/api/user';
import { isMobile } from '@store/shared/rules/validators';
import { confirmPasswordRules, newPasswordRules } from '../../components/password/password-rules.ts';
import { SmsCodeField } from '../../components/sms-code/sms-code-input.tsx';
import { useChangePassword } from './use-basic-info.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Passwords = { old_password?: string; mobile?: string; code?: string; password: string; confirm_password: string };

/**
 * 修改密码 on the base-info page. The owner proves it with the current password, or (forgotten) with a
 * code texted to the account's mobile.
 */
export function PasswordChangeForm({ user }: { user: UserBase }) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Passwords>();
  const [bySms, setBySms] = useState(false);
  const change = useChangePassword();

  const submit = ({ old_password, code, password, confirm_password }: Passwords) => {
    const proof = bySms ? { code: code?.trim() } : { old_password };
    change.mutate(
      { ...proof, password, confirm_password },
      {
        onSuccess: () => {
          void message.success('密码已修改');
          form.resetFields();
        },
      },
    );
  };

  return (
    <Form<Passwords> form={form} labelCol={{ span: 4 }} wrapperCol={{ span: 10 }} onFinish={submit}>
      {bySms ? (
        <>
          <Form.Item
            name="mobile"
            label="手机号"
            initialValue={isMobile(user.username) ? user.username : isMobile(user.phone) ? user.phone : ''}
            rules={[{ required: true, message: '请填写本账号绑定的手机号' }]}
          >
            <Input maxLength={11} placeholder="本账号绑定的手机号" />
          </Form.Item>
          <SmsCodeField form={form} scene="password" />
        </>
      ) : (
        <Form.Item name="old_password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="请输入当前密码" />
        </Form.Item>
      )}
      <Form.Item wrapperCol={{ offset: 4 }} className="password-proof-switch">
        <Button type="link" size="small" onClick={() => setBySms(!bySms)}>
          {bySms ? '用当前密码修改' : '忘记当前密码？用短信验证码修改'}
        </Button>
      </Form.Item>
      <Form.Item name="password" label="新密码" rules={newPasswordRules(() => ({ username: user.username }))}>
        <Input.Password autoComplete="new-password" placeholder="至少8位" />
      </Form.Item>
      <Form.Item
        name="confirm_password"
        label="确认密码"
        dependencies={['password']}
        rules={confirmPasswordRules('请再次输入新密码')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          修改密码
        </Button>
      </Form.Item>
    </Form>
  );
}
