import { Tag } from 'antd';
import { DEFAULT_TAG_COLOUR, TAG_COLOURS } from '@store/shared/codes';

/** Promotional tags (优, 秒, 满, 换购, 赠, 特, 新) in the colours of spec §3. */
export function GoodsTags({ tags }: { tags: string[] }) {
  return (
    <span className="goods-tags">
      {tags.map((tag) => (
        <Tag key={tag} color={TAG_COLOURS[tag] ?? DEFAULT_TAG_COLOUR} bordered={false}>
          {tag}
        </Tag>
      ))}
    </span>
  );
}
