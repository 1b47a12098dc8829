import { Form, Input, Radio } from 'antd';
import { FIELD_LABELS } from '@store/shared/api/validation';
import {
  INVOICE_TYPES,
  invoiceFieldsFor,
  type DraftErrors,
  type InvoiceField,
  type InvoiceType,
  type OrderDraft,
} from './order-draft.ts';

/** The same Chinese names the server's 422 messages use. */
const LABELS = FIELD_LABELS as Readonly<Record<InvoiceField, string>>;
const MAX: Record<InvoiceField, number> = {
  invoice_title: 100,
  tax_no: 20,
  bank_name: 100,
  bank_account: 40,
  register_address: 200,
  register_phone: 30,
};

type Props = { draft: OrderDraft; errors: DraftErrors; onChange: (patch: Partial<OrderDraft>) => void };

/** 不开发票 / 普通发票 (title) / 增值税专用发票 (title, tax number, bank, account, registered address and phone). */
export function InvoiceSection({ draft, errors, onChange }: Props) {
  const fields = invoiceFieldsFor(draft.invoice_type);
  return (
    <section className="checkout-section" data-testid="checkout-invoice">
      <h3 className="checkout-section__title">发票信息</h3>
      <Radio.Group
        optionType="button"
        value={draft.invoice_type}
        options={INVOICE_TYPES}
        onChange={(e) => onChange({ invoice_type: e.target.value as InvoiceType })}
      />
      {fields.length > 0 && (
        <Form layout="horizontal" labelCol={{ flex: '110px' }} className="invoice-form">
          {fields.map((field) => (
            <Form.Item
              key={field}
              label={LABELS[field]}
              required
              validateStatus={errors[field] ? 'error' : undefined}
              help={errors[field]}
            >
              <Input
                name={field}
                value={draft[field]}
                maxLength={MAX[field]}
                placeholder={field === 'invoice_title' ? '单位名称' : undefined}
                onChange={(e) => onChange({ [field]: e.target.value })}
              />
            </Form.Item>
          ))}
        </Form>
      )}
    </section>
  );
}
