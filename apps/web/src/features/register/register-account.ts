import { api } from '../../api/client.ts';
import { setLoginFlag } from '../../lib/session-flags.ts';
import type { AccountValues } from './account-form.tsx';

/** POST /api/user/register: the account is created and logged in (the session cookie is set). */
export async function registerAccount(values: AccountValues): Promise<boolean> {
  try {
    await api.post('/api/user/register', values);
    setLoginFlag();
    return true;
  } catch {
    return false;
  }
}
