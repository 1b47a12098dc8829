import { DEFAULT_TAG_COLOUR, TAG_COLOURS } from '@store/shared/codes';
import './tags.css';

/**
 * Promotional tags (优, 秒, 满, 换购, 赠, 特, 新) in the colours of spec §3. Plain spans drawn like antd's
 * borderless Tag: a listing shows dozens of them, and antd's Tag cost every one its style and token work while
 * the page hydrated on a phone.
 */
export function GoodsTags({ tags }: { tags: string[] }) {
  return (
    <span className="goods-tags">
      {tags.map((tag) => (
        <span key={tag} className={`goods-tag goods-tag--${TAG_COLOURS[tag] ?? DEFAULT_TAG_COLOUR}`}>
          {tag}
        </span>
      ))}
    </span>
  );
}
