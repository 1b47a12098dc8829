import { Tag } from 'antd';
import type { BatchRow } from '@store/shared/api/stock';

const STATE: Record<BatchRow['state'], { text: string; color: string }> = {
  ok: { text: '正常', color: 'green' },
  near_expiry: { text: '近效期', color: 'orange' },
  expired: { text: '已过期', color: 'red' },
};

/** A batch's expiry state as a coloured tag: 近效期 batches feed the near-expiry zone, 已过期 ones are not sold. */
export const BatchStateTag = ({ state }: { state: BatchRow['state'] }) => (
  <Tag color={STATE[state].color}>{STATE[state].text}</Tag>
);
