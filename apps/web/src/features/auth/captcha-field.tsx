import { Input } from 'antd';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { captchaImageUrl } from '@store/shared/captcha-image';

type Props = {
  challenge: CaptchaChallenge | null;
  onRefresh: () => void;
  value?: string;
  onChange?: (value: string) => void;
};

/** The graphic captcha the login asks for after repeated failures: input, image, and 换一张 (a Form.Item child). */
export function CaptchaField({ challenge, onRefresh, value, onChange }: Props) {
  return (
    <div className="login-card__captcha" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Input
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        placeholder="请输入图形验证码"
        maxLength={8}
        autoComplete="off"
      />
      {challenge && (
        <img
          src={captchaImageUrl(challenge)}
          alt="图形验证码"
          title="看不清？点击换一张"
          width={120}
          height={40}
          onClick={onRefresh}
          style={{ cursor: 'pointer' }}
        />
      )}
      <a role="button" className="login-card__captcha-refresh" onClick={onRefresh} style={{ whiteSpace: 'nowrap' }}>
        换一张
      </a>
    </div>
  );
}
