import { useState } from 'react';
import { App, Button, Descriptions, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { isPhone } from '@store/shared/rules/validators';
import { api, ApiError } from '../../api/client.ts';
import { isLoggedIn, USER_BASE_KEY, useUserBase } from '../../api/use-user-base.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import './account.css';

type Contact = { name: string; phone: string };
type Passwords = { password: string; confirm_password: string };

/** /basic: the account's base info, the contact person and phone, and a password change. */
export function BasicInfoPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const user = useUserBase().data;
  const [editing, setEditing] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const [passwordForm] = Form.useForm<Passwords>();

  const saveContact = async (values: Contact) => {
    try {
      await api.post('/api/user/updateUserInfo', values, { silent: true });
      void message.success('保存成功');
      setEditing(false);
      void client.invalidateQueries({ queryKey: USER_BASE_KEY });
    } catch (error) {
      // An older server without the endpoint: the info stays read-only.
      if (error instanceof ApiError && error.code === 404) setReadOnly(true);
      else if (error instanceof ApiError) void message.error(error.message || '保存失败');
    }
  };

  const changePassword = async (values: Passwords) => {
    try {
      await api.post('/api/user/resetPassword', values);
      void message.success('密码已修改');
      passwordForm.resetFields();
    } catch {
      // Shown by the client.
    }
  };

  if (!isLoggedIn(user)) return <AccountShell title="基本信息">{null}</AccountShell>;
  return (
    <AccountShell title="基本信息">
      <Descriptions bordered size="small" column={2}>
        <Descriptions.Item label="登录账号">{user.username}</Descriptions.Item>
        <Descriptions.Item label="单位名称">{user.company}</Descriptions.Item>
        <Descriptions.Item label="联系人">{user.name}</Descriptions.Item>
        <Descriptions.Item label="联系电话">{user.phone}</Descriptions.Item>
        <Descriptions.Item label="收货地址" span={2}>{user.address || '—'}</Descriptions.Item>
      </Descriptions>
      {!readOnly && !editing && (
        <Button className="member-section" onClick={() => setEditing(true)}>修改联系人</Button>
      )}
      {editing && (
        <Form<Contact> className="member-section" layout="inline" initialValues={{ name: user.name, phone: user.phone }} onFinish={saveContact}>
          <Form.Item name="name" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="phone"
            label="联系电话"
            rules={[{ validator: (_, v: string) => (v && isPhone(v.trim()) ? Promise.resolve() : Promise.reject(new Error('请填写正确的手机号或固定电话'))) }]}
          >
            <Input maxLength={20} />
          </Form.Item>
          <Button type="primary" htmlType="submit">保存</Button>
          <Button type="link" onClick={() => setEditing(false)}>取消</Button>
        </Form>
      )}
      <section className="member-section">
        <h3>修改密码</h3>
        <Form<Passwords> form={passwordForm} labelCol={{ span: 4 }} wrapperCol={{ span: 10 }} onFinish={changePassword}>
          <Form.Item name="password" label="新密码" rules={[{ required: true, message: '请输入新密码' }, { min: 8, message: '密码至少8位' }]}>
            <Input.Password autoComplete="new-password" placeholder="至少8位" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label="确认密码"
            dependencies={['password']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, v) => (!v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit">修改密码</Button>
          </Form.Item>
        </Form>
      </section>
    </AccountShell>
  );
}
