import { useEffect } from 'react';
import { App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { PERMISSION_GROUPS, SUPER_ADMIN_ROLE } from '@store/shared/api/roles';
import { PERMISSIONS, type Permission } from '@store/shared/api/staff';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useSaveRole, type RoleRow } from './use-staff-accounts.ts';
import './role-form.css';

type RoleForm = { code: string; name: string; permissions: Permission[] };
const FIELDS = ['code', 'name', 'permissions'] as const;

/**
 * 新建角色 / 编辑角色: a name and the permissions, picked by area in their Chinese names. The code is set
 * once (the store's code knows a role by it); the server says what is refused, under the field it names.
 */
export function RoleModal({ role, onClose }: { role: RoleRow | 'new' | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleForm>();
  const save = useSaveRole();
  const editing = role && role !== 'new' ? role : undefined;

  useEffect(() => {
    if (!role) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, permissions: editing.permissions });
  }, [role, editing, form]);

  const submit = (values: RoleForm) =>
    save.mutate(
      {
        id: editing?.id,
        code: editing ? undefined : values.code.trim(),
        name: values.name,
        permissions: values.permissions,
      },
      {
        onSuccess: () => {
          void message.success(editing ? `已保存角色 ${values.name}` : `已新建角色 ${values.name}`);
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS)) void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      title={editing ? `编辑角色：${editing.name}` : '新建角色'}
      open={role !== undefined}
      okText="保存"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={720}
      forceRender
    >
      <Form<RoleForm>
        form={form}
        name="role"
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        className="role-form"
      >
        <Form.Item
          name="code"
          label="角色代码"
          rules={[{ required: !editing, whitespace: true, message: '请填写角色代码' }]}
          extra={editing ? '角色代码创建后不可修改' : '小写字母开头，2-32 位小写字母、数字或下划线，如 night_shift'}
        >
          <Input disabled={Boolean(editing)} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label="角色名称"
          rules={[{ required: true, whitespace: true, message: '请填写角色名称' }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="permissions"
          label="权限"
          rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项权限' }]}
          extra={editing?.code === SUPER_ADMIN_ROLE ? '超级管理员须保留“员工与角色”权限' : undefined}
        >
          <Checkbox.Group className="role-form__permissions">
            {PERMISSION_GROUPS.map((group) => (
              <fieldset key={group.label} className="role-form__group">
                <Typography.Text strong className="role-form__group-label">
                  {group.label}
                </Typography.Text>
                {group.permissions.map((code) => (
                  <Checkbox
                    key={code}
                    value={code}
                    // The server refuses it too: the super admins' role never loses 员工与角色.
                    disabled={editing?.code === SUPER_ADMIN_ROLE && code === 'staff.manage'}
                  >
                    {PERMISSIONS[code]}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
