import { Typography } from 'antd';
import { countText, LIST_COUNT_CAP } from '@store/shared/api/list-count';

type Props = {
  /** The list's `total`: exact up to `cap`, cap + 1 for "more". */
  total: number | undefined;
  /** The `count_cap` the list answered with. */
  cap?: number;
  /** What is counted, e.g. '个订单'. */
  unit: string;
  testId?: string;
};

/**
 * 共 N {unit} of a console list whose count stops at a cap (orders, stock batches: `@store/shared/api/list-count`):
 * exact below it, "共 10000+ 个订单" above it, with why no page past it is offered. Nothing while the first page loads.
 */
export function CappedTotal({ total, cap = LIST_COUNT_CAP, unit, testId }: Props) {
  if (total === undefined) return null;
  return (
    <Typography.Text type="secondary" data-testid={testId}>
      共 {countText(total, cap)} {unit}
      {total > cap && `，只列出前 ${cap} ${unit}；请用搜索或筛选缩小范围`}
    </Typography.Text>
  );
}
