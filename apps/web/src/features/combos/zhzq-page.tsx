import { useState } from 'react';
import { Button, Empty, Spin, Tag } from 'antd';
import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ComboCard } from '@store/shared/api/promo';
import { LineType } from '@store/shared/orders';
import { formatYuan } from '@store/shared/rules/money';
import { formatStoreTime } from '@store/shared/rules/store-time';
import { toMillis } from '@store/shared/rules/time';
import { useAddToCart } from '../../api/use-add-to-cart.ts';
import { GoodsImage } from '../../components/goods/goods-image.tsx';
import { GoodsPrice } from '../../components/goods/goods-price.tsx';
import { QuantityBox } from '../../components/goods/quantity-box.tsx';
import { usePackages } from './use-packages.ts';
import './zhzq.css';

/**
 * /zhzq 组合购: the packages (套餐) on sale, each with its goods and how many of each, the package price and what
 * it saves against buying the goods one by one; a stepper bounded by what every part's stock allows, and
 * 加入购物车 adding ONE type 3 line (ck_id = the package) that the server prices at the package price.
 */
export function ZhzqPage() {
  const packages = usePackages();
  return (
    <div className="container zhzq" data-testid="zhzq-page">
      <div className="zhzq__banner">
        <h1>组合购</h1>
        <p>精选搭配套餐，一次加购，套餐价结算更划算。</p>
      </div>
      {packages.isLoading ? (
        <Spin className="zhzq__loading" />
      ) : (packages.data ?? []).length === 0 ? (
        <Empty description="暂无在售套餐" />
      ) : (
        <div className="zhzq__list">
          {packages.data!.map((card) => (
            <PackageCard key={card.id} card={card} />
          ))}
        </div>
      )}
    </div>
  );
}

function PackageCard({ card }: { card: ComboCard }) {
  const canBuy = card.reason === null && card.packages_left > 0 && card.price !== null;
  const limits = { min: 1, step: 1, max: Math.max(1, card.packages_left) };
  const [packages, setPackages] = useState(1);
  const [refusal, setRefusal] = useState('');
  const add = useAddToCart({ onRefused: setRefusal });
  const first = card.items[0]!; // the server lists only packages with parts
  const submit = () => {
    setRefusal('');
    add.mutate({
      goods_id: first.goods_id,
      number: packages,
      price: card.price ?? 0,
      type: LineType.COMBINATION,
      ck_id: card.id,
    });
  };

  return (
    <section className="zhzq-card" data-testid="zhzq-card" data-package-id={card.id} aria-label={card.name}>
      <header className="zhzq-card__head">
        <h2>{card.name}</h2>
        <span className="zhzq-card__time">截止 {formatStoreTime(toMillis(card.end_time), 'YYYY-MM-DD HH:mm')}</span>
      </header>
      <ul className="zhzq-card__parts">
        {card.items.map((item) => (
          <li key={item.goods_id} className="zhzq-card__part">
            <GoodsImage src={item.image} alt={item.name} className="zhzq-card__image" />
            <div>
              <div className="zhzq-card__name">{item.name}</div>
              <div className="zhzq-card__meta">
                {item.ypgg} · {item.sccj}
              </div>
              <div className="zhzq-card__meta">
                {item.price !== null && <>{formatYuan(item.price)} × </>}
                <b>
                  {item.number}
                  {item.bzdw}
                </b>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <footer className="zhzq-card__foot">
        <div className="zhzq-card__prices">
          <span>
            套餐价{' '}
            <span data-testid="zhzq-price">
              <GoodsPrice value={card.price} tip={card.price_tip} size="large" />
            </span>
          </span>
          {card.original_price !== null && (
            <span className="zhzq-card__original">
              原价 <s>{formatYuan(card.original_price)}</s>
            </span>
          )}
          {card.saving !== null && card.saving > 0 && (
            <Tag color="red" data-testid="zhzq-saving">
              省{formatYuan(card.saving)}
            </Tag>
          )}
        </div>
        {card.price !== null && (
          <div className="zhzq-card__buy">
            <span className="zhzq-card__left">
              {canBuy ? `可购 ${card.packages_left} 套` : (card.reason ?? '库存不足')}
            </span>
            <QuantityBox
              size="small"
              label={`${card.name} 套数`}
              data-testid="zhzq-quantity"
              limits={limits}
              value={packages}
              disabled={!canBuy}
              onChange={setPackages}
            />
            <Button
              type="primary"
              icon={<ShoppingCartOutlined />}
              disabled={!canBuy}
              loading={add.isPending}
              data-testid="zhzq-add"
              onClick={submit}
            >
              加入购物车
            </Button>
          </div>
        )}
        {refusal && (
          <div className="zhzq-card__refusal" role="alert">
            {refusal}
          </div>
        )}
      </footer>
    </section>
  );
}
