import { useState } from 'react';
import { Button, Empty, Input, InputNumber, Pagination, Select, Spin, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { MallGoodsItem } from '@store/shared/api/mall';
import { formatYuan } from '@store/shared/rules/money';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { paths } from '../../routing/paths.ts';
import { RedeemDialog } from './redeem-dialog.tsx';
import { useMallGoods, type MallFilters } from './use-mall.ts';
import './points-mall.css';

const numberOf = (v: string | null) => (v === null || v === '' || Number.isNaN(Number(v)) ? undefined : Number(v));

/** What the page keeps in its URL (?category=&keywords=&min=&max=&page=), so a reload keeps the filters. */
function filtersOf(params: URLSearchParams): MallFilters {
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    category: params.get('category') || undefined,
    keywords: params.get('keywords') || undefined,
    min_points: numberOf(params.get('min')),
    max_points: numberOf(params.get('max')),
  };
}

/**
 * /jfsc 积分商城: goods on sale for points (goods that ship, coupons and 购物金 granted at once), the buyer's
 * points, filters by category, name and points range, and '立即兑换'. Browsing needs no login; redeeming does.
 */
export function PointsMallPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const mall = useMallGoods(filters);
  const user = useUserBase().data;
  const [redeeming, setRedeeming] = useState<MallGoodsItem | null>(null);
  const [keywords, setKeywords] = useState(filters.keywords ?? '');
  const [range, setRange] = useState<[number | null, number | null]>([
    filters.min_points ?? null,
    filters.max_points ?? null,
  ]);
  const answer = mall.data;

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries({ page: undefined, ...changes })) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="container points-mall">
      <div className="points-mall__banner">
        <div>
          <h1>积分商城</h1>
          <p>订单完成即得积分，积分可兑换实物礼品、优惠券和购物金。</p>
        </div>
        <div className="points-mall__mine">
          {isLoggedIn(user) ? (
            <>
              <span>我的积分</span>
              <b data-testid="mall-points">{answer?.points ?? '—'}</b>
              <Link to={paths.points}>积分明细</Link>
              <Link to={paths.pointsOrders}>积分订单</Link>
            </>
          ) : (
            <Link to={paths.loginThen('/jfsc')}>登录后查看我的积分</Link>
          )}
        </div>
      </div>
      <div className="points-mall__filters" role="search">
        <Select
          aria-label="积分商品分类"
          value={filters.category ?? ''}
          className="points-mall__category"
          options={[
            { value: '', label: '全部分类' },
            ...(answer?.categories ?? []).map((c) => ({ value: c, label: c })),
          ]}
          onChange={(category) => update({ category })}
        />
        <Input.Search
          aria-label="商品名称"
          placeholder="搜索积分商品"
          allowClear
          value={keywords}
          onChange={(e) => setKeywords(e.target.value)}
          onSearch={(v) => update({ keywords: v.trim() })}
          className="points-mall__search"
        />
        <span className="points-mall__range">
          <InputNumber
            aria-label="最低积分"
            placeholder="最低积分"
            min={0}
            precision={0}
            value={range[0]}
            onChange={(v) => setRange([v, range[1]])}
          />
          <span>—</span>
          <InputNumber
            aria-label="最高积分"
            placeholder="最高积分"
            min={0}
            precision={0}
            value={range[1]}
            onChange={(v) => setRange([range[0], v])}
          />
          <Button onClick={() => update({ min: range[0] ?? undefined, max: range[1] ?? undefined })}>筛选</Button>
        </span>
      </div>
      <Spin spinning={mall.isFetching && !answer}>
        {answer && answer.data.length === 0 ? (
          <Empty description="暂无符合条件的积分商品" />
        ) : (
          <div className="points-mall__grid" data-testid="mall-goods">
            {answer?.data.map((goods) => (
              <MallCard key={goods.id} goods={goods} points={answer.points} onRedeem={() => setRedeeming(goods)} />
            ))}
          </div>
        )}
      </Spin>
      {(answer?.total ?? 0) > (answer?.page_size ?? 12) && (
        <div className="points-mall__pager">
          <Pagination
            current={filters.page}
            pageSize={answer?.page_size}
            total={answer?.total ?? 0}
            showSizeChanger={false}
            onChange={(page) => update({ page: page > 1 ? page : undefined })}
          />
        </div>
      )}
      {redeeming && answer && (
        <RedeemDialog goods={redeeming} points={answer.points ?? 0} onClose={() => setRedeeming(null)} />
      )}
    </div>
  );
}

function MallCard({ goods, points, onRedeem }: { goods: MallGoodsItem; points: number | null; onRedeem: () => void }) {
  const limitReached = goods.per_user_limit !== null && goods.redeemed >= goods.per_user_limit;
  const reason = goods.stock === 0 ? '已兑完' : limitReached ? '已达兑换上限' : '';
  return (
    <article className="mall-card" data-testid="mall-card" aria-label={goods.name}>
      <div className={`mall-card__image mall-card__image--${goods.kind}`}>
        {goods.image ? <img src={goods.image} alt={goods.name} loading="lazy" /> : <span>{goods.kind_text}</span>}
      </div>
      <div className="mall-card__body">
        <h3 title={goods.name}>{goods.name}</h3>
        <div className="mall-card__tags">
          <Tag>{goods.kind_text}</Tag>
          {goods.per_user_limit !== null && <Tag color="orange">每人限兑{goods.per_user_limit}件</Tag>}
        </div>
        {goods.grant_text && <p className="mall-card__grant">{goods.grant_text}</p>}
        <p className="mall-card__price">
          <b>{goods.points_price}</b> 积分{goods.cash > 0 && <> + {formatYuan(goods.cash)}</>}
        </p>
        <p className="mall-card__stock">
          库存 {goods.stock} · 已兑 {goods.sold}
        </p>
        {points === null ? (
          <Link to={paths.loginThen('/jfsc')}>
            <Button type="primary" block>
              登录后兑换
            </Button>
          </Link>
        ) : (
          <Button type="primary" block disabled={Boolean(reason)} onClick={onRedeem}>
            {reason || '立即兑换'}
          </Button>
        )}
      </div>
    </article>
  );
}
