import { useEffect } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import type { StaffRow } from '@store/shared/api/staff';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useResetStaffPassword, useRoles, useSetStaffRole } from './use-staff-accounts.ts';
import { FormModal } from '../../components/form-modal.tsx';

export type StaffDialog = { kind: 'role' | 'password'; staff: StaffRow } | undefined;

/** 更换角色 or 重置密码 for one staff member, whichever `dialog` asks for. */
export function StaffDialogs({ dialog, onClose }: { dialog: StaffDialog; onClose: () => void }) {
  return (
    <>
      <ChangeRoleModal staff={dialog?.kind === 'role' ? dialog.staff : undefined} onClose={onClose} />
      <ResetPasswordModal staff={dialog?.kind === 'password' ? dialog.staff : undefined} onClose={onClose} />
    </>
  );
}

/** The new role applies to the staff member's next request: no need to log them out. */
function ChangeRoleModal({ staff, onClose }: { staff: StaffRow | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ role_id: number }>();
  const roles = useRoles();
  const setRole = useSetStaffRole();
  useEffect(() => {
    if (staff) form.setFieldsValue({ role_id: staff.role.id });
  }, [staff, form]);

  const submit = ({ role_id }: { role_id: number }) =>
    setRole.mutate(
      { id: staff!.id, roleId: role_id },
      {
        onSuccess: () => {
          void message.success(`${staff!.name} 已更换角色`);
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['role_id'])) void message.error(error.message);
        },
      },
    );

  return (
    <FormModal
      title={`更换角色：${staff?.name ?? ''}`}
      form={form}
      saving={setRole.isPending}
      onFinish={submit}
      onClose={onClose}
      open={staff !== undefined}
      name="staff-role"
    >
      <Form.Item
        name="role_id"
        label="角色"
        rules={[{ required: true, message: '请选择角色' }]}
        extra="保存后该员工的下一次操作即按新角色的权限"
      >
        <Select
          loading={roles.isLoading}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}

/** A new initial password for a staff member who lost theirs: every session of theirs ends at once. */
function ResetPasswordModal({ staff, onClose }: { staff: StaffRow | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetStaffPassword();
  useEffect(() => {
    if (staff) form.resetFields();
  }, [staff, form]);

  const submit = ({ password }: { password: string }) =>
    reset.mutate(
      { id: staff!.id, password },
      {
        onSuccess: () => {
          void message.success(`已重置 ${staff!.name} 的密码`);
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['password'])) void message.error(error.message);
        },
      },
    );

  return (
    <Modal
      title={`重置密码：${staff?.name ?? ''}`}
      open={staff !== undefined}
      okText="重置"
      okButtonProps={{ danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={reset.isPending}
      forceRender
    >
      <Typography.Paragraph type="secondary">
        重置后该员工立即退出所有登录，需用新的初始密码重新登录。请通过安全的方式告知本人。
      </Typography.Paragraph>
      <Form form={form} name="staff-password" layout="vertical" onFinish={submit}>
        <Form.Item name="password" label="新的初始密码" rules={[{ required: true, message: '请填写新的初始密码' }]}>
          <Input.Password placeholder="至少 8 位" autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
