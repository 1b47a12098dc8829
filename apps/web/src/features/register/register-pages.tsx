import { Button, Empty, List, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useStores } from '../../api/use-stores.ts';
import { LicencePanel } from '../../components/qualification/licence-panel.tsx';
import { StoreForm } from '../../components/store-form/store-form.tsx';
import { AccountForm, type AccountValues } from './account-form.tsx';
import { CompanyForm } from './company-form.tsx';
import { BASE, RegisterFrame, type Variant } from './register-frame.tsx';
import { paths } from '../../routing/paths.ts';
import { useRegisterAccount } from './use-register.ts';

function StepAccount({ variant }: { variant: Variant }) {
  const navigate = useNavigate();
  const register = useRegisterAccount();
  const submit = (values: AccountValues) =>
    register.mutateAsync(values).then(
      () => navigate(`${BASE[variant]}/step2`),
      () => {}, // shown by the client
    );
  return (
    <RegisterFrame variant={variant} current={0}>
      <AccountForm submitText="下一步" onSubmit={submit} />
    </RegisterFrame>
  );
}

function StepCompany({ variant }: { variant: Variant }) {
  const navigate = useNavigate();
  const saved = () => navigate(`${BASE[variant]}/step3`);
  return (
    <RegisterFrame variant={variant} current={1}>
      <CompanyForm onSaved={saved} />
    </RegisterFrame>
  );
}

export const RegisterStep1Page = () => <StepAccount variant="single" />;
export const RegisterStep2Page = () => <StepCompany variant="single" />;
export const RegisterDdStep1Page = () => <StepAccount variant="dd" />;
export const RegisterDdStep2Page = () => <StepCompany variant="dd" />;

export function RegisterStep3Page() {
  return (
    <RegisterFrame variant="single" current={2}>
      <p className="register-page__later">
        注册成功！资质审核通过后即可查看价格和下单。<Link to={paths.memberCentre}>稍后上传</Link>
      </p>
      <LicencePanel />
    </RegisterFrame>
  );
}

export function RegisterDdStep3Page() {
  const stores = useStores();
  return (
    <RegisterFrame variant="dd" current={2}>
      <List
        className="register-page__stores"
        header={<b>本公司门店</b>}
        bordered
        dataSource={stores.data ?? []}
        loading={stores.isLoading}
        locale={{ emptyText: <Empty description="暂无门店" /> }}
        renderItem={(s) => (
          <List.Item>
            <List.Item.Meta
              title={
                <>
                  {s.company} {s.is_head ? <Tag color="red">总部</Tag> : null}
                </>
              }
              description={`联系人：${s.name} ${s.mobile}　地址：${s.region} ${s.address}`}
            />
          </List.Item>
        )}
      />
      <StoreForm />
      <div className="register-page__done">
        <Link to={paths.memberCentre}>
          <Button type="primary">完成注册，进入会员中心</Button>
        </Link>
      </div>
    </RegisterFrame>
  );
}
