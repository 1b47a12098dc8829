import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/**
 * antd's date pickers write month and weekday names through dayjs's global locale. Only the pages with a
 * picker need dayjs, so they import it from here rather than every page loading it at start.
 */
dayjs.locale('zh-cn');

export { dayjs };
export type { Dayjs } from 'dayjs';
