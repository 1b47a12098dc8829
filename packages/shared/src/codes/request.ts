import { Code, Msg, type Refusal } from './base.ts';

/** Refusals any route may make: login, permission, missing rows, bad input, the request itself. */
export const RequestRefusal = {
  LOGIN_REQUIRED: { code: Code.LOGIN_REQUIRED, status: 401, msg: Msg.LOGIN_REQUIRED },
  FORBIDDEN: { code: Code.FORBIDDEN, status: 403, msg: (what: string = Msg.FORBIDDEN) => what },
  /** Another buyer's row answers exactly like a missing one; `what` names the thing (秒杀活动不存在). */
  NOT_FOUND: { code: Code.NOT_FOUND, status: 404, msg: (what: string = Msg.NOT_FOUND) => what },
  /** A path under /api that no route serves. */
  API_NOT_FOUND: { code: Code.NOT_FOUND, status: 404, msg: Msg.API_NOT_FOUND },
  /** A state-changing request from a browser without the CSRF header or an allowed Origin. */
  CSRF_REFUSED: { code: Code.FORBIDDEN, status: 403, msg: Msg.CSRF_REFUSED },
  /** Bad input; the message is the first field error. */
  VALIDATION: { code: Code.VALIDATION, status: 422, msg: (firstError: string = Msg.VALIDATION) => firstError },
  PAYLOAD_TOO_LARGE: { code: Code.PAYLOAD_TOO_LARGE, status: 413, msg: Msg.PAYLOAD_TOO_LARGE },
  RATE_LIMITED: { code: Code.RATE_LIMITED, status: 429, msg: Msg.RATE_LIMITED },
  BAD_FORMAT: { code: 400, status: 400, msg: '请求格式不正确' },
  BAD_UPLOAD: { code: 400, status: 400, msg: '上传内容格式不正确' },
  UNSUPPORTED_TYPE: { code: 415, status: 415, msg: '不支持的提交格式' },
  /** An upload route reached without a multipart body; `what` is what to upload (文件, 证照, 采购单). */
  NOT_MULTIPART: { code: 415, status: 415, msg: (what: string) => `请以 multipart/form-data 上传${what}` },
  /** The console's sheet imports wait for one worker thread; past its queue the operator tries again. */
  SHEET_IMPORT_BUSY: { code: Code.RATE_LIMITED, status: 429, msg: '正在导入其他表格，请稍后再试' },
  /** A unique row already exists: the same thing was added twice (often two requests at once). */
  DUPLICATE: { code: 790, status: 409, msg: '该记录已存在，请勿重复提交' },
} as const satisfies Record<string, Refusal>;
