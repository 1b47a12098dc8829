import { Alert, Form, Spin } from 'antd';
import { useQualifications } from './use-qualifications.ts';
import { LicenceCard } from './licence-card.tsx';
import { LicenceUploadForm } from './licence-upload-form.tsx';
import './qualification.css';

/** The buyer's required licences, one card each, and the upload form (registration step 3 and /zzzj). */
export function LicencePanel() {
  const qualifications = useQualifications();
  const [form] = Form.useForm();
  if (qualifications.isLoading) return <Spin />;
  const state = qualifications.data;
  if (!state) return <Alert type="error" title="资质信息加载失败，请刷新页面" />;

  const latest = (type: string) => state.list.find((l) => l.type === type);
  const chooseType = (type: string) => {
    form.setFieldsValue({ type });
    document.querySelector('.licence-upload-form')?.scrollIntoView({ behavior: 'smooth' });
  };
  const firstMissing = state.required.find((r) => latest(r.type)?.status !== 'approved')?.type;
  // After an upload the form moves on to a licence that still has nothing under review or approved: staying
  // on the type just sent would make the next submit replace it.
  const missingAfter = (uploaded: string) =>
    state.required.find((r) => {
      const status = latest(r.type)?.status;
      return r.type !== uploaded && status !== 'approved' && status !== 'pending';
    })?.type;

  return (
    <div className="licence-panel">
      {state.is_passed ? (
        <Alert type="success" showIcon title="资质已审核通过，可正常采购" />
      ) : (
        <Alert type="warning" showIcon title="资质审核通过后才能查看价格和下单，请上传以下证照" />
      )}
      <div className="licence-panel__cards">
        {state.required.map((r) => (
          <LicenceCard key={r.type} name={r.name} licence={latest(r.type)} onUpload={() => chooseType(r.type)} />
        ))}
      </div>
      <h3 className="licence-panel__title">上传证照</h3>
      <LicenceUploadForm types={state.required} form={form} initialType={firstMissing} missingAfter={missingAfter} />
    </div>
  );
}
