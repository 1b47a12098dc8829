import { useState } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, Select, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from '../../lib/dayjs-zh.ts';
import '../../lib/dayjs-zh.ts';
import { useUploadLicence } from './use-qualifications.ts';
import { LICENCE_FILE_TYPES, licenceFilesProblem } from './file-checks.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Values = { type: string; number: string; valid_to?: Dayjs; long_term?: boolean };
type Props = {
  types: { type: string; name: string }[];
  form: ReturnType<typeof Form.useForm<Values>>[0];
  /** The first required licence not yet approved. */
  initialType?: string;
  /** The next licence to upload once `uploaded` was sent, or none when every one is sent. */
  missingAfter: (uploaded: string) => string | undefined;
};

/** Upload one licence: type, number, valid-to date (or 长期) and 1–5 files, checked before sending. */
export function LicenceUploadForm({ types, form, initialType, missingAfter }: Props) {
  const { message } = useFeedback();
  const upload = useUploadLicence();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [fileError, setFileError] = useState('');
  const longTerm = Form.useWatch('long_term', form);

  const submit = async (values: Values) => {
    const chosen = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));
    const problem = licenceFilesProblem(chosen);
    setFileError(problem ?? '');
    if (problem) return;
    try {
      await upload.mutateAsync({
        type: values.type,
        number: values.number.trim(),
        valid_to: values.long_term || !values.valid_to ? '' : values.valid_to.format('YYYY-MM-DD'),
        files: chosen,
      });
      const next = missingAfter(values.type);
      void message.success(
        next ? `上传成功，等待审核。请继续上传${types.find((t) => t.type === next)?.name ?? ''}` : '上传成功，等待审核',
      );
      form.resetFields(['number', 'valid_to', 'long_term']);
      form.setFieldsValue({ type: next });
      setFiles([]);
    } catch {
      // Shown by the client.
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="horizontal"
      labelCol={{ span: 4 }}
      wrapperCol={{ span: 14 }}
      onFinish={submit}
      initialValues={{ type: initialType }}
      className="licence-upload-form"
    >
      <Form.Item name="type" label="证照类型" rules={[{ required: true, message: '请选择证照类型' }]}>
        <Select options={types.map((t) => ({ value: t.type, label: t.name }))} placeholder="请选择证照类型" />
      </Form.Item>
      <Form.Item
        name="number"
        label="证照编号"
        rules={[{ required: true, whitespace: true, message: '请填写证照编号' }]}
      >
        <Input maxLength={60} placeholder="请填写证照上的编号" />
      </Form.Item>
      <Form.Item label="有效期至" required={!longTerm}>
        <div className="licence-upload-form__validity">
          <Form.Item name="valid_to" noStyle rules={[{ required: !longTerm, message: '请选择有效期或勾选长期' }]}>
            <DatePicker disabled={longTerm} placeholder="请选择日期" />
          </Form.Item>
          <Form.Item name="long_term" noStyle valuePropName="checked">
            <Checkbox>长期</Checkbox>
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item
        label="证照文件"
        required
        help={fileError || '1–5 个文件，JPG / PNG / WebP / PDF，每个不超过 5MB'}
        validateStatus={fileError ? 'error' : undefined}
      >
        <Upload
          multiple
          accept={LICENCE_FILE_TYPES.join(',')}
          listType="picture"
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => {
            setFiles(fileList);
            setFileError(
              fileList.length
                ? (licenceFilesProblem(
                    fileList.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f)),
                  ) ?? '')
                : '',
            );
          }}
        >
          <Button icon={<UploadOutlined />}>选择文件</Button>
        </Upload>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4 }}>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          提交审核
        </Button>
      </Form.Item>
    </Form>
  );
}
