import type { ReactNode } from 'react';
import { Steps } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import './register.css';

export type Variant = 'single' | 'dd';
export const BASE: Record<Variant, string> = { single: paths.register, dd: '/register/dd' };
const STEP_TITLES: Record<Variant, string[]> = {
  single: ['设置账号', '填写单位信息', '上传资质'],
  dd: ['设置账号', '填写总部信息', '添加门店'],
};

/** The frame of every registration step: the 3 antd Steps above the step's form. */
export function RegisterFrame({
  variant,
  current,
  children,
}: {
  variant: Variant;
  current: 0 | 1 | 2;
  children: ReactNode;
}) {
  // A phone keeps the three steps on one line, titles under the numbers (antd would stack them).
  const phone = useIsPhone();
  return (
    <div className="container register-page" data-step={current + 1}>
      <Steps
        className="register-page__steps"
        current={current}
        items={STEP_TITLES[variant].map((title) => ({ title }))}
        responsive={false}
        size={phone ? 'small' : 'default'}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
      />
      <div className="register-page__body">{children}</div>
      {current === 0 && (
        <p className="register-page__aside">
          已有账号？<Link to={paths.login}>立即登录</Link>
          {variant === 'single' ? (
            <Link to={paths.registerStore}>多门店企业注册</Link>
          ) : (
            <Link to={paths.registerAccount}>单店注册</Link>
          )}
        </p>
      )}
    </div>
  );
}
