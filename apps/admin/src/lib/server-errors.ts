import type { FormInstance } from 'antd';
import { Code } from '@store/shared/codes';
import { ApiError } from '../api/client.ts';

/**
 * Puts a 422's field messages under the form's fields they name; true when it did. A refusal that names
 * no field of this form is the caller's to show as a toast.
 */
export function showFieldErrors<T>(form: FormInstance<T>, error: Error, fields: readonly string[]): boolean {
  const errors = error instanceof ApiError && error.code === Code.VALIDATION ? error.envelope?.errors : undefined;
  const named = fields.filter((name) => errors?.[name]?.length);
  if (named.length === 0) return false;
  form.setFields(named.map((name) => ({ name: name as never, errors: errors![name]! })));
  return true;
}
