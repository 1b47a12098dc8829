import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Form, Input, Radio, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { FIELD_LABELS } from '@store/shared/api/validation';
import {
  BLANK_INVOICE_PROFILE,
  type InvoiceProfile,
  type InvoiceProfileSuggestion,
} from '@store/shared/api/invoice-profile';
import { useInvoiceProfiles } from '../../api/use-invoice-profiles.ts';
import { InvoiceProfileModal } from '../../components/invoice-profile-modal/invoice-profile-modal.tsx';
import { paths } from '../../routing/paths.ts';
import { arrivalChoice, profilesFor, savedChoice, typeChoice } from './invoice-choice.ts';
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
/** The select's value for "type other details" (profile ids start at 1). */
const TYPED = 0;

type Props = { draft: OrderDraft; errors: DraftErrors; onChange: (patch: Partial<OrderDraft>) => void };

/**
 * 不开发票 / 普通发票 / 增值税专用发票, from one of the buyer's invoice profiles (发票抬头: the default is chosen
 * on arrival) or typed (pre-filled from the company while the buyer has no profile). A profile can be added
 * in place and is then chosen.
 */
export function InvoiceSection({ draft, errors, onChange }: Props) {
  const profiles = useInvoiceProfiles();
  const list = useMemo(() => profiles.data?.list ?? [], [profiles.data]);
  const suggestion = profiles.data?.suggestion ?? null;
  const [adding, setAdding] = useState(false);

  // Once, when the profiles arrive: the default profile, unless the buyer already chose an invoice type.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current || !profiles.data) return;
    arrived.current = true;
    const choice = arrivalChoice(profiles.data.list);
    if (choice && draft.invoice_type === 'none') onChange(choice);
  }, [profiles.data, draft.invoice_type, onChange]);

  const newProfile = useMemo<InvoiceProfileSuggestion>(
    () => ({
      ...(suggestion ?? BLANK_INVOICE_PROFILE),
      type: draft.invoice_type === 'vat_special' ? 'vat_special' : 'plain',
    }),
    [suggestion, draft.invoice_type],
  );
  const options = profilesFor(draft.invoice_type, list);
  const chosen = options.find((p) => p.id === draft.invoice_profile_id) ?? null;
  return (
    <section className="checkout-section" data-testid="checkout-invoice" aria-busy={profiles.isLoading}>
      <h3 className="checkout-section__title">
        发票信息
        <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          新增发票抬头
        </Button>
        <Link to={paths.invoiceProfiles} className="checkout-section__link">
          管理发票抬头
        </Link>
      </h3>
      <Radio.Group
        optionType="button"
        value={draft.invoice_type}
        options={INVOICE_TYPES}
        onChange={(e) => onChange(typeChoice(e.target.value as InvoiceType, draft, list, suggestion))}
      />
      {options.length > 0 && (
        <Form layout="horizontal" labelCol={{ flex: '110px' }} className="invoice-form">
          <Form.Item
            label="发票抬头"
            required
            validateStatus={errors.invoice_profile_id ? 'error' : undefined}
            help={errors.invoice_profile_id}
          >
            <Select<number>
              className="invoice-profile-select"
              value={chosen?.id ?? TYPED}
              onChange={(id) => onChange({ invoice_profile_id: id === TYPED ? null : id })}
              options={[
                ...options.map((p) => ({ value: p.id, label: `${p.title}${p.is_default ? '（默认）' : ''}` })),
                { value: TYPED, label: '填写其他抬头' },
              ]}
            />
          </Form.Item>
        </Form>
      )}
      {chosen ? (
        <ProfileSummary profile={chosen} vat={draft.invoice_type === 'vat_special'} />
      ) : (
        <TypedInvoice draft={draft} errors={errors} onChange={onChange} />
      )}
      <InvoiceProfileModal
        open={adding}
        profile={null}
        initial={newProfile}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange(savedChoice(draft.invoice_type, saved))}
      />
    </section>
  );
}

/** What the chosen profile puts on the invoice: its bank details only on a VAT special invoice. */
function ProfileSummary({ profile, vat }: { profile: InvoiceProfile; vat: boolean }) {
  const items = [
    { key: 'title', label: '发票抬头', children: profile.title },
    { key: 'tax_no', label: '纳税人识别号', children: profile.tax_no },
    ...(vat
      ? [
          { key: 'bank', label: '开户银行', children: profile.bank_name },
          { key: 'account', label: '银行账号', children: profile.bank_account },
          { key: 'address', label: '注册地址', children: profile.register_address },
          { key: 'phone', label: '注册电话', children: profile.register_phone },
        ]
      : []),
  ];
  return (
    <div className="invoice-profile-summary" data-testid="invoice-profile-summary">
      <Descriptions size="small" column={2} items={items} />
    </div>
  );
}

/** The invoice details typed on the page for the chosen type. */
function TypedInvoice({ draft, errors, onChange }: Props) {
  const fields = invoiceFieldsFor(draft.invoice_type);
  if (fields.length === 0) return null;
  return (
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
  );
}
