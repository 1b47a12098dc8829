import { DatePicker, Form, Input, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The form's 活动时间: start and end, to the minute. */
export type Schedule = [Dayjs, Dayjs];

/** A saved activity's window as the form's `range`. */
export const scheduleOf = (row: { starts_at: number; ends_at: number }): Schedule => [
  dayjs.unix(row.starts_at),
  dayjs.unix(row.ends_at),
];

/** The form's `range` as the body's starts_at / ends_at (unix seconds); absent ends are the server's to refuse. */
export const scheduleBody = (range: Schedule | undefined) => ({
  starts_at: range?.[0]?.unix(),
  ends_at: range?.[1]?.unix(),
});

/**
 * The server names starts_at / ends_at; the form has one `range` field: puts the refusal under it (the end's
 * message when both are refused). True when it did.
 */
export function showScheduleErrors<T>(form: FormInstance<T>, error: Error): boolean {
  const errs = (error as { envelope?: { errors?: Record<string, string[]> } }).envelope?.errors;
  if (!errs?.starts_at && !errs?.ends_at) return false;
  form.setFields([{ name: 'range' as never, errors: errs.ends_at ?? errs.starts_at }]);
  return true;
}

/**
 * What 活动 and 抽奖 activities both ask first: 活动名称, 活动时间 (`range`) and 活动规则 (`rules`), as fields
 * of the caller's vertical Form.
 */
export function ActivityBasicsFields({ rulesExtra }: { rulesExtra?: string }) {
  return (
    <>
      <Form.Item name="name" label="活动名称" rules={[{ required: true, message: '请填写活动名称' }]}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="range" label="活动时间" rules={[{ required: true, message: '请选择活动时间' }]}>
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
      </Form.Item>
      <Form.Item name="rules" label="活动规则" extra={rulesExtra}>
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
    </>
  );
}
