import { useState } from 'react';
import { Button, Descriptions, Form, Input } from 'antd';
import { isPhone } from '@store/shared/rules/validators';
import { ApiError } from '../../api/client.ts';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { CompanySection } from './company-section.tsx';
import { PasswordChangeForm } from './password-change-form.tsx';
import { useSaveContact } from './use-basic-info.ts';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Contact = { name: string; phone: string };

/** /basic: the account's base info, the contact person and phone, and a password change. */
export function BasicInfoPage() {
  const { message } = useFeedback();
  const user = useUserBase().data;
  const [editing, setEditing] = useState(false);
  const [readOnly, setReadOnly] = useState(false);

  const contact = useSaveContact();

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
      <CompanySection />
      <section className="member-section">
        <h3>修改密码</h3>
        <PasswordChangeForm user={user} />
      </section>
    </AccountShell>
  );
}
