import { useState } from 'react';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { isMobile, isPhone } from '@store/shared/rules/validators';
import { ApiError } from '../../api/client.ts';
import { newPasswordRules } from '../../components/password/password-rules.ts';
import { SmsCodeInput } from '../../components/sms-code/sms-code-input.tsx';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { useChangePassword, useSaveContact } from './use-basic-info.ts';
import './account.css';

type Contact = { name: string; phone: string };
type Passwords = { old_password?: string; mobile?: string; code?: string; password: string; confirm_password: string };

/** /basic: the account's base info, the contact person and phone, and a password change. */
export function BasicInfoPage() {
  const { message } = App.useApp();
  const user = useUserBase().data;
  const [editing, setEditing] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [passwordForm] = Form.useForm<Passwords>();
  // The owner proves it with the current password, or (forgotten) with a code texted to the account's mobile.
  const [bySms, setBySms] = useState(false);

  const contact = useSaveContact();
  const password = useChangePassword();

  const saveContact = (values: Contact) =>
    contact.mutate(values, {
      onSuccess: () => {
        void message.success('保存成功');
        setEditing(false);
      },
      onError: (error) => {
        // An older server without the endpoint: the info stays read-only.
        if (error instanceof ApiError && error.code === 404) setReadOnly(true);
        else if (error instanceof ApiError) void message.error(error.message || '保存失败');
      },
    });

  const changePassword = ({ old_password, code, password: next, confirm_password }: Passwords) => {
    const proof = bySms ? { code: code?.trim() } : { old_password };
    password.mutate(
      { ...proof, password: next, confirm_password },
      {
        onSuccess: () => {
          void message.success('密码已修改');
          passwordForm.resetFields();
        },
      },
    );
  };

  if (!isLoggedIn(user)) return <AccountShell title="基本信息">{null}</AccountShell>;
  return (
    <AccountShell title="基本信息">
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="登录账号">{user.username}</Descriptions.Item>
        <Descriptions.Item label="单位名称">{user.company}</Descriptions.Item>
        <Descriptions.Item label="联系人">{user.name}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{user.phone}</Descriptions.Item>
        <Descriptions.Item label="收货地址" span={2}>
          {user.address || '—'}
        </Descriptions.Item>
      </Descriptions>
      {!readOnly && !editing && (
        <Button className="member-section" onClick={() => setEditing(true)}>
          修改联系人
        </Button>
      )}
      {editing && (
        <Form<Contact>
          className="member-section"
          layout="inline"
          initialValues={{ name: user.name, phone: user.phone }}
          onFinish={saveContact}
        >
          <Form.Item name="name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[
              {
                validator: (_, v: string) =>
                  v && isPhone(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error('请填写正确的手机号或固定电话')),
              },
            ]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={contact.isPending}>
            保存
          </Button>
          <Button type="link" onClick={() => setEditing(false)}>
            取消
          </Button>
        </Form>
      )}
      <section className="member-section">
        <h3>修改密码</h3>
        <Form<Passwords> form={passwordForm} labelCol={{ span: 4 }} wrapperCol={{ span: 10 }} onFinish={changePassword}>
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
              <Form.Item
                name="code"
                label="短信验证码"
                rules={[
                  { required: true, message: '请输入短信验证码' },
                  { pattern: /^\d{6}$/, message: '验证码为6位数字' },
                ]}
              >
                <SmsCodeInput scene="password" getMobile={() => passwordForm.getFieldValue('mobile')} />
              </Form.Item>
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
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  !v || v === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error('两次输入的密码不一致')),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={password.isPending}>
              修改密码
            </Button>
          </Form.Item>
        </Form>
      </section>
    </AccountShell>
  );
}
