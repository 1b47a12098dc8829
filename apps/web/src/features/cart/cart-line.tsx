import { Checkbox, Popconfirm, Tag } from 'antd';
import { MedicineBoxOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CartItem } from '@store/shared/api/cart';
import { LineType } from '@store/shared/orders';
import { Msg } from '@store/shared/codes';
import { formatYuan } from '@store/shared/rules/money';
import { ladderFeedback } from './ladder-feedback.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { paths } from '../../routing/paths.ts';
import { thumbnailOf } from '../../components/goods/image-sources.ts';

type Props = {
  line: CartItem;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onQuantity: (number: number) => Promise<unknown>;
  onDelete: () => void;
};

function LineTitle({ line }: { line: CartItem }) {
  if (line.combination) {
    return (
      <>
        <span className="cart-line__name">
          <Tag color="blue">套餐</Tag>
          {line.combination.name}
        </span>
        {line.combination.items.map((item) => (
          <small key={item.goods_id}>
            {item.name} {item.ypgg} × {item.number}
          </small>
        ))}
      </>
    );
  }
  return (
    <>
      <Link to={paths.goods(line.goods.id)} className="cart-line__name">
        {line.type === LineType.FLASH_SALE && <Tag color="red">秒</Tag>}
        {line.goods.name}
      </Link>
      <small>{line.goods.sccj}</small>
      <small>{line.goods.ypgg}</small>
    </>
  );
}

/** One cart line: tick, goods or package, unit price with ladder feedback, stepper, amount, delete. */
export function CartLine({ line, busy, onSelect, onQuantity, onDelete }: Props) {
  const invalid = line.invalid_reason !== null;
  const ladder =
    line.type === LineType.NORMAL
      ? ladderFeedback(
          line.goods.ladder_price,
          line.goods.ladder_price_type,
          line.goods.base_price,
          line.number,
          line.goods.bzdw,
          line.goods.middle_package,
        )
      : null;
  return (
    <div className={`cart-line${invalid ? ' cart-line--invalid' : ''}`} data-testid="cart-line" data-line-id={line.id}>
      <span className="cart-line__check">
        {invalid ? (
          <Tag>失效</Tag>
        ) : (
          <Checkbox
            aria-label="选择"
            checked={line.is_selected === 1}
            disabled={busy}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
      </span>
      <span className="cart-line__image">
        {line.goods.goods_image[0] ? (
          <img src={thumbnailOf(line.goods.goods_image[0])} alt={line.goods.name} />
        ) : (
          <MedicineBoxOutlined />
        )}
      </span>
      <span className="cart-line__info">
        <LineTitle line={line} />
        {invalid && (
          <span className="cart-line__reason" data-testid="invalid-reason">
            {line.invalid_reason}
          </span>
        )}
        {line.gift_data.total > 0 && (
          <span className="cart-line__gift">
            <Tag color="magenta">赠</Tag>赠品 {line.gift_data.total}
            {line.goods.bzdw}
          </span>
        )}
      </span>
      <span className="cart-line__price">
        <b data-testid="line-price">{formatYuan(line.price)}</b>
        {ladder && <small data-testid="ladder-current">{ladder.current}</small>}
        {ladder?.next && (
          <small className="cart-line__next" data-testid="ladder-next">
            {ladder.next}
          </small>
        )}
      </span>
      <span className="cart-line__quantity">
        <QuantityStepper
          value={line.number}
          min={line.min_number}
          step={line.step}
          disabled={busy}
          onChange={onQuantity}
        />
        {line.step > 1 && (
          <small>
            中包装 {line.step}
            {line.goods.bzdw}
          </small>
        )}
      </span>
      <span className="cart-line__amount">
        <b className="price" data-testid="line-amount">
          {formatYuan(line.amount)}
        </b>
        {line.welfare_amount > 0 && (
          <small data-testid="line-welfare">福利专区折扣 -{formatYuan(line.welfare_amount)}</small>
        )}
        {line.goods_manjian_amount > 0 && <small>满减 -{formatYuan(line.goods_manjian_amount)}</small>}
      </span>
      <span className="cart-line__actions">
        <Popconfirm title={Msg.CONFIRM_DELETE_CART_ITEM} onConfirm={onDelete}>
          <button type="button" className="link-button">
            删除
          </button>
        </Popconfirm>
      </span>
    </div>
  );
}
