/** The SMS code button waits this long between sends (the server refuses faster resends too). */
export const SMS_RESEND_SECONDS = 60;

export type SmsButtonState = { disabled: boolean; label: string; secondsLeft: number };

/**
 * What the '获取验证码' button shows `now` (ms) when the last code went out at `sentAt` (ms, or null
 * when none was sent yet). Partial seconds round up, so the label never shows '0秒'.
 */
export function smsButtonState(sentAt: number | null, now: number, seconds = SMS_RESEND_SECONDS): SmsButtonState {
  if (sentAt === null) return { disabled: false, label: '获取验证码', secondsLeft: 0 };
  const secondsLeft = Math.max(0, Math.ceil((sentAt + seconds * 1000 - now) / 1000));
  if (secondsLeft === 0) return { disabled: false, label: '重新获取', secondsLeft: 0 };
  return { disabled: true, label: `${secondsLeft}秒后重发`, secondsLeft };
}
