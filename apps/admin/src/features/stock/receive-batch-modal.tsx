import { App, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Dayjs } from 'dayjs';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useReceiveBatch } from './use-stock.ts';
import { FormModal } from '../../components/form-modal.tsx';

type ReceiveForm = {
  batch_number: string;
  production_date?: Dayjs | null;
  expiry_date?: Dayjs | null;
  quantity?: number | null;
  warehouse: string;
};
const FIELDS = ['batch_number', 'production_date', 'expiry_date', 'quantity', 'warehouse'] as const;
const day = (value?: Dayjs | null) => value?.format('YYYY-MM-DD') ?? '';

/** 入库: a delivery booked in as a batch; the same batch number adds to it. The server checks every field. */
export function ReceiveBatchModal({
  goodsId,
  unit,
  open,
  onClose,
}: {
  goodsId: number;
  unit: string;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ReceiveForm>();
  const receive = useReceiveBatch(goodsId);
  const submit = (values: ReceiveForm) =>
    receive.mutate(
      {
        batch_number: values.batch_number,
        production_date: day(values.production_date),
        expiry_date: day(values.expiry_date),
        quantity: values.quantity ?? undefined,
        warehouse: values.warehouse,
      },
      {
        onSuccess: ({ batch, stock, notified }) => {
          void message.success(
            `批号 ${batch.batch_number} 已入库，可售库存 ${stock}${unit}` +
              (notified ? `，已通知 ${notified} 位订阅到货的采购商` : ''),
          );
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          if (!showFieldErrors(form, error, FIELDS)) void message.error(error.message);
        },
      },
    );

  return (
    <FormModal<ReceiveForm>
      title="入库"
      form={form}
      saving={receive.isPending}
      onFinish={submit}
      onClose={onClose}
      open={open}
      okText="确认入库"
      name="receive-batch"
      initialValues={{ warehouse: '主仓' }}
    >
      <Form.Item name="batch_number" label="批号" rules={[{ required: true, whitespace: true, message: '请填写批号' }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="production_date" label="生产日期">
        <DatePicker className="stock-form__date" />
      </Form.Item>
      <Form.Item name="expiry_date" label="有效期至" rules={[{ required: true, message: '请选择有效期' }]}>
        <DatePicker className="stock-form__date" />
      </Form.Item>
      <Form.Item name="quantity" label={`入库数量（${unit}）`} rules={[{ required: true, message: '请填写入库数量' }]}>
        <InputNumber min={1} precision={0} className="stock-form__number" />
      </Form.Item>
      <Form.Item name="warehouse" label="仓库" rules={[{ required: true, whitespace: true, message: '请填写仓库' }]}>
        <Input maxLength={30} />
      </Form.Item>
    </FormModal>
  );
}
