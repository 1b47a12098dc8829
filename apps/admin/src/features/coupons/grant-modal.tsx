import { App, Checkbox, Form, Input, Radio, Select } from 'antd';
import type { AdminCouponRow, CouponGrantAnswer } from '@store/shared/api/coupons';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { COMPANY_TYPE_OPTIONS, PROVINCES } from './coupon-words.ts';
import { useCouponChange } from './use-coupons.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  target: 'usernames' | 'filter';
  usernames: string;
  company_types: string[];
  provinces: string[];
  only_new: boolean;
};

/**
 * 发放优惠券: one coupon to each buyer named (账号, one a line) or to every approved buyer matching the filter.
 * Each takes one from the total, like a claim; the per-buyer limit and the audience do not apply.
 */
export function GrantModal({ row, onClose }: { row: AdminCouponRow; onClose: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const target = Form.useWatch('target', form) ?? 'usernames';
  const change = useCouponChange();
  const remaining = row.total_quantity === null ? '不限' : `${row.total_quantity - row.claimed_count} 张`;
  const submit = (v: Values) =>
    change.mutate(
      { kind: 'grant', id: row.id, body: { ...v, only_new: v.only_new ? 1 : 0 } },
      {
        onSuccess: (answer) => {
          const { granted, not_found } = answer as CouponGrantAnswer;
          void message.success(`已发放 ${granted} 张`);
          if (not_found.length)
            modal.warning({ title: '以下账号未找到或未审核通过，未发放', content: not_found.join('、') });
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, ['usernames', 'target', 'company_types', 'provinces']))
            void message.error(error.message);
        },
      },
    );
  return (
    <FormModal
      title={`发放优惠券 · ${row.name}`}
      form={form}
      saving={change.isPending}
      onFinish={submit}
      onClose={onClose}
      okText="发放"
      name="coupon-grant"
      initialValues={{ target: 'usernames', usernames: '', company_types: [], provinces: [], only_new: false }}
      above={<p className="coupon-form__note">剩余可发放：{remaining}。每位采购商发放一张，占用发放总量。</p>}
    >
      <Form.Item name="target" label="发放方式">
        <Radio.Group
          options={[
            { value: 'usernames', label: '按账号' },
            { value: 'filter', label: '按条件' },
          ]}
        />
      </Form.Item>
      {target === 'usernames' ? (
        <Form.Item name="usernames" label="采购商账号（每行一个，或用逗号分隔）">
          <Input.TextArea rows={5} placeholder={'demo_buyer\nbuyer_02'} />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="company_types" label="单位类型（不选为全部）">
            <Select mode="multiple" options={COMPANY_TYPE_OPTIONS} />
          </Form.Item>
          <Form.Item name="provinces" label="省份（不选为全部）">
            <Select mode="multiple" options={PROVINCES} />
          </Form.Item>
          <Form.Item name="only_new" valuePropName="checked">
            <Checkbox>仅新用户（未有支付订单）</Checkbox>
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
