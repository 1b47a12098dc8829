import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormModal } from '../../components/form-modal.tsx';

/** Asks for a name (a new category or brand, or a new name for one); the caller saves it. */
export function NameModal({
  title,
  initial,
  open,
  saving,
  onSave,
  onClose,
}: {
  title: string;
  initial?: string;
  open: boolean;
  saving: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initial ?? '' });
  }, [open, initial, form]);
  return (
    <FormModal
      title={title}
      form={form}
      saving={saving}
      onFinish={(values) => onSave(values.name.trim())}
      onClose={onClose}
      open={open}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请填写名称' }]}>
        <Input maxLength={20} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
