import { App, Form, Input, Select } from 'antd';
import type { CreateStaffBody } from '@store/shared/api/staff';
import { Code } from '@store/shared/codes';
import { ApiError } from '../../api/client.ts';
import { useCreateStaff, useRoles } from './use-staff-accounts.ts';
import { FormModal } from '../../components/form-modal.tsx';

type AddStaffForm = Omit<CreateStaffBody, 'mobile'> & { mobile?: string };
const FIELDS: (keyof AddStaffForm)[] = ['username', 'name', 'mobile', 'password', 'role_id'];

/** 添加员工: the server checks every field; its 422 lands under the field it names (用户名已存在…). */
export function AddStaffModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<AddStaffForm>();
  const roles = useRoles();
  const create = useCreateStaff();

  const refused = (error: Error) => {
    const errors = error instanceof ApiError && error.code === Code.VALIDATION ? error.envelope?.errors : undefined;
    const onFields = FIELDS.filter((name) => errors?.[name]?.length);
    if (onFields.length) form.setFields(onFields.map((name) => ({ name, errors: errors![name] })));
    else void message.error(error.message);
  };
  const submit = (values: AddStaffForm) =>
    create.mutate(
      { ...values, mobile: values.mobile?.trim() ?? '' },
      {
        onSuccess: () => {
          void message.success(`已添加员工 ${values.name}`);
          form.resetFields();
          onClose();
        },
        onError: refused,
      },
    );

  return (
    <FormModal<AddStaffForm>
      title="添加员工"
      form={form}
      saving={create.isPending}
      onFinish={submit}
      onClose={onClose}
      open={open}
      okText="添加"
      requiredMark="optional"
    >
      <Form.Item name="username" label="用户名" rules={[{ required: true, whitespace: true, message: '请填写用户名' }]}>
        <Input placeholder="字母开头，3-32 位字母、数字或下划线" autoComplete="off" maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请填写姓名' }]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号">
        <Input maxLength={11} inputMode="numeric" />
      </Form.Item>
      <Form.Item name="password" label="初始密码" rules={[{ required: true, message: '请填写初始密码' }]}>
        <Input.Password placeholder="至少 8 位" autoComplete="new-password" maxLength={64} />
      </Form.Item>
      <Form.Item name="role_id" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
        <Select
          placeholder="请选择角色"
          loading={roles.isLoading}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
      </Form.Item>
    </FormModal>
  );
}
