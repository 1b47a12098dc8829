import { useEffect, useState } from 'react';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { isMobile } from '@store/shared/rules/validators';
import type { SmsScene } from '@store/shared/api/account';
import { smsButtonState } from './sms-countdown.ts';
import { useSendSmsCode } from './use-send-sms-code.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

type Props = {
  /** The mobile the code goes to, read when the button is pressed. */
  getMobile: () => string | undefined;
  scene: SmsScene;
  value?: string;
  onChange?: (value: string) => void;
};

/** A 6-digit SMS code field with its '获取验证码' button and the 60 s resend countdown (a Form.Item child). */
export function SmsCodeInput({ getMobile, scene, value, onChange }: Props) {
  const { message } = useFeedback();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const sendCode = useSendSmsCode();
  const state = smsButtonState(sentAt, now);

  useEffect(() => {
    if (!state.disabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.disabled]);

  const send = () => {
    const mobile = getMobile()?.trim() ?? '';
    if (!isMobile(mobile)) {
      void message.error('请先填写正确的手机号');
      return;
    }
    sendCode.mutate(
      { mobile, scene },
      {
        onSuccess: () => {
          const at = Date.now();
          setSentAt(at);
          setNow(at);
          void message.success('验证码已发送');
        },
      },
    );
  };

  return (
    <Space.Compact block>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="请输入6位短信验证码"
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <Button onClick={send} disabled={state.disabled} loading={sendCode.isPending} className="sms-code__button">
        {state.label}
      </Button>
    </Space.Compact>
  );
}

/**
 * The 短信验证码 form field (name `code`, six digits) with its send button; the code goes to the form's
 * `mobile` field as it is when the button is pressed.
 */
export function SmsCodeField({ form, scene }: { form: FormInstance; scene: SmsScene }) {
  return (
    <Form.Item
      name="code"
      label="短信验证码"
      rules={[
        { required: true, message: '请输入短信验证码' },
        { pattern: /^\d{6}$/, message: '验证码为6位数字' },
      ]}
    >
      <SmsCodeInput scene={scene} getMobile={() => form.getFieldValue('mobile')} />
    </Form.Item>
  );
}
