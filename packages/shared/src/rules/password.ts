import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

/** Why a new password is refused; each message is shown to the buyer as it is. */
export const PasswordMsg = {
  BLANK: '密码不能全是空格',
  COMMON: '密码过于简单，请换一个更安全的密码',
  SAME_AS_ACCOUNT: '密码不能与账号或手机号相同',
} as const;

let common: ReadonlySet<string> | undefined;
/** Built on first use, so a page that never checks a password does not pay for the set. */
const commonPasswords = (): ReadonlySet<string> =>
  (common ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  ));

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.trim().toLowerCase());

/** What identifies the account: a password equal to one of them is the first thing a guesser tries. */
export type PasswordOwner = { username?: string | null; mobile?: string | null };

/**
 * The one rule for a new password (registration, forgotten-password reset, change): not only whitespace,
 * not one of the 1,000 most common passwords, not the account's username or mobile (case-insensitive).
 * Length is checked by the schema. Returns the Chinese reason, or null when the password is acceptable.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): string | null {
  if (password.trim() === '') return PasswordMsg.BLANK;
  if (isCommonPassword(password)) return PasswordMsg.COMMON;
  const lowered = password.trim().toLowerCase();
  const identities = [owner.username, owner.mobile].map((value) => value?.trim().toLowerCase()).filter(Boolean);
  if (identities.includes(lowered)) return PasswordMsg.SAME_AS_ACCOUNT;
  return null;
}
