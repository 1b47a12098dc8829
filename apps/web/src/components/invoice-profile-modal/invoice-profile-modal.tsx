import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal, Radio } from 'antd';
import {
  INVOICE_FIELD_MAX,
  BLANK_INVOICE_PROFILE,
  INVOICE_PROFILE_TYPE_TEXT,
  INVOICE_PROFILE_TYPES,
  VAT_DETAIL_FIELDS,
  VAT_DETAIL_LABELS,
  invoiceProfileBody,
  type InvoiceProfile,
  type InvoiceProfileSuggestion,
  type InvoiceProfileType,
} from '@store/shared/api/invoice-profile';
import { useInvoiceProfileAction } from '../../api/use-invoice-profiles.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Values = Omit<InvoiceProfileSuggestion, 'type'> & { type: InvoiceProfileType; is_default: boolean };
type Props = {
  open: boolean;
  /** The profile to edit; null adds one. */
  profile: InvoiceProfile | null;
  /** What a new profile starts with: the company pre-fill the server suggests while the buyer has none. */
  initial?: InvoiceProfileSuggestion | null;
  onClose: () => void;
  /** Called with the saved profile before the dialog closes (the confirm page selects a new one). */
  onSaved?: (saved: InvoiceProfile) => void;
};

const EMPTY: Values = { ...BLANK_INVOICE_PROFILE, is_default: false };
const TYPE_OPTIONS = INVOICE_PROFILE_TYPES.map((value) => ({ value, label: INVOICE_PROFILE_TYPE_TEXT[value] }));

/**
 * Add or edit one invoice profile (发票抬头). The shared schema checks the form, so the buyer sees the messages
 * the server would send. Shared by the member centre's 发票抬头 page and the order confirm page.
 */
export function InvoiceProfileModal({ open, profile, initial, onClose, onSaved }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form);
  const save = useInvoiceProfileAction();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (profile) form.setFieldsValue({ ...profile, is_default: profile.is_default === 1 });
    else form.setFieldsValue({ ...EMPTY, ...initial });
  }, [open, profile, initial, form]);

  const submit = async () => {
    const values = { ...EMPTY, ...form.getFieldsValue(true) } as Values;
    const parsed = invoiceProfileBody.safeParse({ ...values, is_default: values.is_default ? 1 : 0 });
    if (!parsed.success) {
      const errors = new Map<string, string[]>();
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        errors.set(name, [...(errors.get(name) ?? []), issue.message]);
      }
      form.setFields([...errors].map(([name, messages]) => ({ name: name as keyof Values, errors: messages })));
      return;
    }
    try {
      const saved = await save.mutateAsync({ kind: 'save', id: profile?.id, body: parsed.data });
      void message.success('保存成功');
      if (saved) onSaved?.(saved);
      onClose();
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Modal
      open={open}
      title={profile ? '编辑发票抬头' : '新增发票抬头'}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<Values>
        form={form}
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        className="invoice-profile-form"
        // The schema's messages stay until the buyer changes that field.
        onValuesChange={(changed: Partial<Values>) =>
          form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof Values, errors: [] })))
        }
      >
        <Form.Item name="type" label="发票类型" required>
          <Radio.Group optionType="button" options={TYPE_OPTIONS} />
        </Form.Item>
        <Form.Item name="title" label="发票抬头" required>
          <Input maxLength={INVOICE_FIELD_MAX.title} placeholder="单位名称" />
        </Form.Item>
        <Form.Item name="tax_no" label="纳税人识别号" required extra="统一社会信用代码，15–20 位数字或大写字母">
          <Input maxLength={INVOICE_FIELD_MAX.tax_no} />
        </Form.Item>
        {type === 'vat_special' &&
          VAT_DETAIL_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={VAT_DETAIL_LABELS[field]} required>
              <Input maxLength={INVOICE_FIELD_MAX[field]} />
            </Form.Item>
          ))}
        <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 6 }}>
          <Checkbox>设为默认抬头</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
