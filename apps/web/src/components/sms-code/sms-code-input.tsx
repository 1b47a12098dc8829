import { useEffect, useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { isMobile } from '@store/shared/rules/validators';
import type { SmsScene } from '@store/shared/api/account';
import { api } from '../../api/client.ts';
import { smsButtonState } from './sms-countdown.ts';

type Props = {
  /** The mobile the code goes to, read when the button is pressed. */
  getMobile: () => string | undefined;
  scene: SmsScene;
  value?: string;
  onChange?: (value: string) => void;
};

/** A 6-digit SMS code field with its '获取验证码' button and the 60 s resend countdown (a Form.Item child). */
export function SmsCodeInput({ getMobile, scene, value, onChange }: Props) {
  const { message } = App.useApp();
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const state = smsButtonState(sentAt, now);

  useEffect(() => {
    if (!state.disabled) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.disabled]);

  const send = async () => {
    const mobile = getMobile()?.trim() ?? '';
    if (!isMobile(mobile)) {
      void message.error('请先填写正确的手机号');
      return;
    }
    setSending(true);
    try {
      await api.post('/api/user/create_code', { mobile, scene });
      const at = Date.now();
      setSentAt(at);
      setNow(at);
      void message.success('验证码已发送');
    } catch {
      // The client has shown the server's reason (too frequent, daily limit, ...).
    } finally {
      setSending(false);
    }
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
      <Button onClick={send} disabled={state.disabled} loading={sending} className="sms-code__button">
        {state.label}
      </Button>
    </Space.Compact>
  );
}
