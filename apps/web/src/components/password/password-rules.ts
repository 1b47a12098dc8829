import type { FormRule } from 'antd';
import { passwordProblem, type PasswordOwner } from '@store/shared/rules/password';

/**
 * Form rules for a new password: the server's own rule (@store/shared/rules/password), so the buyer hears
 * "too common" or "same as your mobile" before sending. `owner` is read at validation time (the mobile
 * field may change while the form is open).
 */
export const newPasswordRules = (owner: () => PasswordOwner = () => ({})): FormRule[] => [
  { required: true, message: '请设置密码' },
  { min: 8, message: '密码至少8位' },
  { max: 64, message: '密码不能超过64位' },
  {
    validator: (_, value: string | undefined) => {
      const problem = value && value.length >= 8 ? passwordProblem(value, owner()) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The 确认密码 field: required, and the same as the form's `password`. */
export const confirmPasswordRules = (requiredMessage = '请再次输入密码'): FormRule[] => [
  { required: true, message: requiredMessage },
  ({ getFieldValue }) => ({
    validator: (_, value) =>
      !value || value === getFieldValue('password')
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];
