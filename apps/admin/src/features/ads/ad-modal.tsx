import { useEffect } from 'react';
import { App, DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { AdminAd } from '@store/shared/api/ads-admin';
import { AD_POSITION_NAMES, AD_POSITIONS, type AdPosition } from '@store/shared/api/promotions';
import { showFieldErrors } from '../../lib/server-errors.ts';
import { useSaveAd } from './use-ads.ts';
import { FormModal } from '../../components/form-modal.tsx';

type Values = { position: AdPosition; title: string; url: string; sort: number; starts_at?: Dayjs; ends_at?: Dayjs };
const FIELDS = ['position', 'title', 'url', 'sort', 'starts_at', 'ends_at'] as const;
const TIME = 'YYYY-MM-DD HH:mm';

/**
 * 新建 / 编辑广告: the slot, the title (also the picture's alt text, and the drawn picture until one is
 * uploaded), the link and the schedule. The server checks every field; its 422 shows under the field.
 */
export function AdModal({ ad, onClose }: { ad: AdminAd | 'new' | undefined; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAd();
  const editing = ad && ad !== 'new' ? ad : undefined;

  useEffect(() => {
    if (!ad) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        position: editing.position,
        title: editing.title,
        url: editing.url,
        sort: editing.sort,
        starts_at: editing.starts_at ? dayjs(editing.starts_at) : undefined,
        ends_at: editing.ends_at ? dayjs(editing.ends_at) : undefined,
      });
  }, [ad, editing, form]);

  const submit = (values: Values) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    save.mutate(
      {
        id: editing?.id,
        body: {
          position: values.position,
          title: values.title ?? '',
          url: values.url ?? '',
          sort: values.sort ?? 0,
          starts_at: values.starts_at?.format(TIME) ?? '',
          ends_at: values.ends_at?.format(TIME) ?? '',
        },
      },
      {
        onSuccess: () => {
          void message.success(editing ? '已保存广告' : '已新建广告，可在列表中上传图片');
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
      title={editing ? `编辑广告：${editing.title}` : '新建广告'}
      form={form}
      saving={save.isPending}
      onFinish={submit}
      onClose={onClose}
      open={ad !== undefined}
      name="ad"
      initialValues={{ position: 'top', sort: 0 }}
    >
      <Form.Item name="position" label="广告位">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={AD_POSITIONS.map((p) => ({ value: p, label: AD_POSITION_NAMES[p] }))}
        />
      </Form.Item>
      <Form.Item name="title" label="广告标题">
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="url" label="链接" extra="站内以 / 开头，如 /yx；站外须 https://；留空则点击提示“活动未开始”">
        <Input maxLength={300} placeholder="/yx" />
      </Form.Item>
      <Form.Item name="sort" label="排序" extra="数字小的在前">
        <InputNumber min={0} max={9999} />
      </Form.Item>
      <Space align="start" wrap>
        <Form.Item
          name="starts_at"
          label="开始时间"
          extra="顶部通栏、右下角浮窗和登录页在开始前展示预告，点击提示“活动暂未开始”"
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} />
        </Form.Item>
        <Form.Item name="ends_at" label="结束时间">
          <DatePicker showTime={{ format: 'HH:mm' }} format={TIME} />
        </Form.Item>
      </Space>
    </FormModal>
  );
}
