import { Code, Msg } from '@store/shared/codes';
import type { Envelope } from '@store/shared/api/envelope';

export const ok = <T>(data: T, msg: string = Msg.SUCCESS): Envelope<T> => ({ code: Code.SUCCESS, msg, data });
