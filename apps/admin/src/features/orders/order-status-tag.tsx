import { Tag } from 'antd';

const COLORS: Record<number, string> = { 0: 'gold', 1: 'volcano', 2: 'blue', 3: 'green', 4: 'default' };

/** An order's state as a coloured tag: what needs someone (待付款, 待发货) stands out. */
export function OrderStatusTag({ status, text }: { status: number; text: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{text}</Tag>;
}
