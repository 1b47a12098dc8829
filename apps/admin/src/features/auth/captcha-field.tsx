import { Input } from 'antd';
import type { CaptchaChallenge } from '@store/shared/api/user';
import { captchaImageUrl } from '@store/shared/captcha-image';

type Props = {
  challenge: CaptchaChallenge | null;
  onRefresh: () => void;
  value?: string;
  onChange?: (v: string) => void;
};

/** The graphic captcha the login asks for after repeated failures (a Form.Item child): input, image, 换一张. */
export function CaptchaField({ challenge, onRefresh, value, onChange }: Props) {
  return (
    <div className="login__captcha">
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
        />
      )}
      <a role="button" onClick={onRefresh}>
        换一张
      </a>
    </div>
  );
}
