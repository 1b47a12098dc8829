import { useEffect } from 'react';
import { App, Button, DatePicker, Form, Input, InputNumber, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminCashbackActivity } from '@store/shared/api/cashback';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useSaveActivity } from './use-cashback.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = {
  name: string;
  starts_on: Dayjs;
  ends_on: Dayjs;
  tiers: { threshold: number; rate: number }[];
  reward: 'voucher' | 'balance';
  voucher_days: number;
  cap: number;
  settle_days: number;
};
const FIELDS = ['name', 'starts_on', 'ends_on', 'tiers', 'reward', 'voucher_days', 'cap', 'settle_days'] as const;

/**
 * 新建 / 编辑满额返活动: the months it runs, its tiers (monthly paid amount → percent back), how the money comes
 * back (购物金 with its validity, or the balance), a monthly cap and how long completed orders get before a
 * month is settled. Every rule is the server's: its 422 shows under the field it names.
 */
export function ActivityModal({
  activity,
  onClose,
}: {
  activity: AdminCashbackActivity | 'new' | undefined;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveActivity();
  const editing = activity && activity !== 'new' ? activity : undefined;
  const reward = Form.useWatch('reward', form);

  useEffect(() => {
    if (!activity) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        starts_on: dayjs(editing.starts_on),
        ends_on: dayjs(editing.ends_on),
        tiers: editing.tiers,
        reward: editing.reward,
        voucher_days: editing.voucher_days,
        cap: editing.cap,
        settle_days: editing.settle_days,
      });
  }, [activity, editing, form]);

  const submit = (values: Values) => {
    // The server's last refusals go; its answer to this attempt says what still stands.
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    save.mutate(
      {
        id: editing?.id,
        body: {
          name: values.name ?? '',
          starts_on: values.starts_on?.format('YYYY-MM-DD') ?? '',
          ends_on: values.ends_on?.format('YYYY-MM-DD') ?? '',
          tiers: values.tiers ?? [],
          reward: values.reward,
          voucher_days: values.voucher_days,
          cap: values.cap ?? 0,
          settle_days: values.settle_days,
        },
      },
      {
        onSuccess: () => {
          void message.success(editing ? '已保存活动' : '已新建活动');
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS)) void message.error(error.message);
        },
      },
    );
  };

  return (
    <FormModal<Values>
      title={editing ? `编辑活动：${editing.name}` : '新建满额返活动'}
      form={form}
      saving={save.isPending}
      onFinish={submit}
      onClose={onClose}
      open={activity !== undefined}
      width={640}
      name="cashback"
      initialValues={{ reward: 'voucher', voucher_days: 90, cap: 0, settle_days: 7, tiers: [{}] }}
    >
      <Form.Item name="name" label="活动名称">
        <Input maxLength={40} placeholder="如：月度采购满额返" />
      </Form.Item>
      <Space className="cashback-form__dates" align="start">
        <Form.Item name="starts_on" label="开始日期" extra="按自然月（北京时间）累计每位采购商的实付金额">
          <DatePicker />
        </Form.Item>
        <Form.Item name="ends_on" label="结束日期">
          <DatePicker />
        </Form.Item>
      </Space>
      <Form.Item label="返现档位" required extra="月实付金额达到的最高档位，按全部累计金额返现；已有结算后档位不可修改">
        <Form.List name="tiers">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <Space key={field.key} align="baseline" className="cashback-form__tier">
                  <Form.Item name={[field.name, 'threshold']} label={`第 ${index + 1} 档 月实付满`}>
                    <InputNumber min={0} precision={2} suffix="元" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rate']} label="返">
                    <InputNumber min={0} max={50} precision={2} suffix="%" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </Space>
              ))}
              {fields.length < 10 && (
                <Button type="dashed" onClick={() => add()}>
                  添加档位
                </Button>
              )}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="reward" label="返现方式">
        <Radio.Group
          options={[
            { value: 'voucher', label: '购物金（现金券）' },
            { value: 'balance', label: '账户余额' },
          ]}
        />
      </Form.Item>
      {reward === 'voucher' && (
        <Form.Item name="voucher_days" label="购物金有效天数">
          <InputNumber min={1} max={730} suffix="天" />
        </Form.Item>
      )}
      <Form.Item name="cap" label="每月返现上限" extra="0 表示不设上限">
        <InputNumber min={0} precision={2} suffix="元" />
      </Form.Item>
      <Form.Item name="settle_days" label="结算等待天数" extra="次月过了这些天后结算，留给上月订单确认收货">
        <InputNumber min={0} max={60} suffix="天" />
      </Form.Item>
    </FormModal>
  );
}
