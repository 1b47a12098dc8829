import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import type { Address } from '@store/shared/api/address';
import { isMobile } from '@store/shared/rules/validators';
import { useAddressAction } from '../../api/use-addresses.ts';
import { useRegions } from '../../api/use-regions.ts';
import { RegionCascader } from '../region-cascader/region-cascader.tsx';
import { codePathOf } from '../region-cascader/region-options.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Values = { consignee: string; mobile: string; region: string[]; detail: string; is_default: boolean };
type Props = {
  open: boolean;
  address: Address | null;
  onClose: () => void;
  /** Called with the saved address before the dialog closes (the confirm page selects a new one). */
  onSaved?: (saved: Address) => void;
};

/**
 * Add or edit one delivery address; the district code is what the server stores. Shared by the address
 * book (/addr) and the order confirm page (/cart/step2).
 */
export function AddressModal({ open, address, onClose, onSaved }: Props) {
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  // The query's own array (stable between renders), so the form is filled on open and once the regions arrive.
  const regions = useRegions().data;
  const save = useAddressAction();

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      address
        ? {
            consignee: address.consignee,
            mobile: address.mobile,
            region: codePathOf(regions ?? [], address.region_code),
            detail: address.detail,
            is_default: address.is_default === 1,
          }
        : { consignee: '', mobile: '', region: [], detail: '', is_default: false },
    );
  }, [open, address, regions, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const saved = await save.mutateAsync({
        kind: 'save',
        id: address?.id,
        body: {
          consignee: values.consignee.trim(),
          mobile: values.mobile.trim(),
          region_code: values.region.at(-1) ?? '',
          detail: values.detail.trim(),
          is_default: values.is_default ? 1 : 0,
        },
      });
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
      title={address ? '编辑收货地址' : '新增收货地址'}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<Values> form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} className="address-form">
        <Form.Item
          name="consignee"
          label="收货人"
          rules={[{ required: true, whitespace: true, message: '请填写收货人' }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label="手机号"
          required
          rules={[
            {
              validator: (_, v: string) =>
                v && isMobile(v.trim()) ? Promise.resolve() : Promise.reject(new Error('手机号格式不正确')),
            },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="region" label="所在地区" rules={[{ required: true, message: '请选择所在地区' }]}>
          <RegionCascader />
        </Form.Item>
        <Form.Item
          name="detail"
          label="详细地址"
          rules={[{ required: true, whitespace: true, min: 4, message: '请填写详细地址' }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item name="is_default" valuePropName="checked" wrapperCol={{ offset: 5 }}>
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
