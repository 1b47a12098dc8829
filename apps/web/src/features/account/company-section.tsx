import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Select } from 'antd';
import { COMPANY_TYPES, COMPANY_TYPE_NAMES } from '@store/shared/api/account';
import { COMPANY_CHANGE_STATUS_TEXT, type CompanyProfile } from '@store/shared/api/company-change';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { useCompanyProfile, useSaveCompanyProfile } from './use-company.ts';

type CompanyType = (typeof COMPANY_TYPES)[number];
type Values = { company: string; company_type: CompanyType };

const typeName = (type: string) => COMPANY_TYPE_NAMES[type as CompanyType] ?? (type || '未填写');

/**
 * 单位信息 on /basic: the company in force. Once qualifications are approved a new name or type is a
 * 资质变更: it waits for review and the approved values stay on orders, invoices and delivery notes until
 * then, so both are shown while it waits; a rejected change shows the reviewer's reason.
 */
export function CompanySection() {
  const profile = useCompanyProfile().data;
  const [editing, setEditing] = useState(false);
  if (!profile) return null;
  const { change } = profile;
  return (
    <section className="member-section company-section" data-testid="company-section">
      <h3>单位信息</h3>
      {change?.status === 'pending' && (
        <Alert
          type="info"
          showIcon
          className="company-section__change"
          title={COMPANY_CHANGE_STATUS_TEXT.pending}
          description={
            <>
              <div>
                变更为：{change.company}（{typeName(change.company_type)}）
              </div>
              <div>
                审核通过前仍使用：{profile.company}（{typeName(profile.company_type)}）
              </div>
            </>
          }
        />
      )}
      {change?.status === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          className="company-section__change"
          title={COMPANY_CHANGE_STATUS_TEXT.rejected}
          description={`申请变更为“${change.company}”未通过：${change.reject_reason}。原单位信息继续有效。`}
        />
      )}
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="单位名称">{profile.company}</Descriptions.Item>
        <Descriptions.Item label="单位类型">{typeName(profile.company_type)}</Descriptions.Item>
        <Descriptions.Item label="所在地区" span={2}>
          {profile.region || '—'}
        </Descriptions.Item>
      </Descriptions>
      {editing ? (
        <CompanyForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <Button className="member-section" onClick={() => setEditing(true)}>
          修改单位信息
        </Button>
      )}
    </section>
  );
}

function CompanyForm({ profile, onDone }: { profile: CompanyProfile; onDone: () => void }) {
  const { message } = useFeedback();
  const save = useSaveCompanyProfile();
  const waiting = profile.change?.status === 'pending' ? profile.change : null;
  const submit = (values: Values) =>
    save.mutate(
      { ...values, name: profile.name, region: profile.region, address: profile.address },
      {
        onSuccess: (saved) => {
          void message.success(saved.pending ? '已提交资质变更，审核通过后生效' : '保存成功');
          onDone();
        },
      },
    );
  return (
    <Form<Values>
      className="member-section company-section__form"
      layout="vertical"
      initialValues={{
        company: waiting?.company ?? profile.company,
        company_type: (waiting?.company_type ?? profile.company_type) as CompanyType,
      }}
      onFinish={submit}
    >
      {profile.is_passed === 1 && (
        <Alert
          type="warning"
          className="company-section__hint"
          title="资质已审核通过：修改单位名称或类型需重新审核，审核通过前原信息继续有效。"
        />
      )}
      <Form.Item
        name="company"
        label="单位名称"
        rules={[{ required: true, whitespace: true, min: 2, message: '请填写单位名称' }]}
      >
        <Input maxLength={100} placeholder="与营业执照上的名称一致" />
      </Form.Item>
      <Form.Item name="company_type" label="单位类型" rules={[{ required: true, message: '请选择单位类型' }]}>
        <Select options={COMPANY_TYPES.map((t) => ({ value: t, label: COMPANY_TYPE_NAMES[t] }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {profile.is_passed === 1 ? '提交审核' : '保存'}
      </Button>
      <Button type="link" onClick={onDone}>
        取消
      </Button>
    </Form>
  );
}
