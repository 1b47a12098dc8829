import { useState } from 'react';
import { Alert, InputNumber, Modal, Radio, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { REDEEM_MAX, type MallGoodsItem } from '@store/shared/api/mall';
import { formatYuan } from '@store/shared/rules/money';
import { useAddresses } from '../../api/use-addresses.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';
import { paths } from '../../routing/paths.ts';
import { useRedeem } from './use-mall.ts';

/**
 * '立即兑换': the quantity (up to what is left, the buyer's limit and REDEEM_MAX), the delivery address for
 * goods that ship, and the total. The server decides: a refusal (积分不足, 库存不足, 限兑) shows here.
 */
export function RedeemDialog({
  goods,
  points,
  onClose,
}: {
  goods: MallGoodsItem;
  points: number;
  onClose: () => void;
}) {
  const [number, setNumber] = useState(1);
  const [refusal, setRefusal] = useState('');
  const addresses = useAddresses();
  const list = goods.needs_address ? (addresses.data ?? []) : [];
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const chosen = addressId ?? list.find((a) => a.is_default === 1)?.id ?? list[0]?.id;
  const redeem = useRedeem(setRefusal);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const left = goods.per_user_limit === null ? Infinity : goods.per_user_limit - goods.redeemed;
  const most = Math.max(1, Math.min(goods.stock, left, REDEEM_MAX));
  const total = goods.points_price * number;
  const short = total > points;

  const submit = () => {
    setRefusal('');
    redeem.mutate(
      { goods_id: goods.id, number, ...(goods.needs_address ? { address_id: chosen } : {}) },
      {
        onSuccess: (answer) => {
          void message.success(goods.needs_address ? '兑换成功，等待发货' : '兑换成功，已发放到您的账户');
          onClose();
          navigate(`${paths.pointsOrders}?id=${answer.order.id}`);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={`兑换 ${goods.name}`}
      okText="确认兑换"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      confirmLoading={redeem.isPending}
      okButtonProps={{ disabled: short || (goods.needs_address === 1 && !chosen), 'aria-label': '确认兑换' }}
    >
      <Space direction="vertical" size="middle" className="redeem-dialog">
        <div className="redeem-dialog__row">
          <span>兑换数量</span>
          <InputNumber
            aria-label="兑换数量"
            min={1}
            max={most}
            precision={0}
            value={number}
            onChange={(v) => setNumber(Math.max(1, Math.min(most, Number(v) || 1)))}
          />
          <span className="redeem-dialog__hint">
            库存 {goods.stock}
            {goods.per_user_limit !== null && ` · 每人限兑 ${goods.per_user_limit} 件，已兑 ${goods.redeemed} 件`}
          </span>
        </div>
        {goods.needs_address === 1 && (
          <div>
            <div className="redeem-dialog__label">收货地址</div>
            {addresses.isFetched && list.length === 0 ? (
              <Alert
                type="warning"
                showIcon
                message={
                  <>
                    您还没有收货地址，请先<Link to={paths.addresses}>添加收货地址</Link>
                  </>
                }
              />
            ) : (
              <Radio.Group
                value={chosen}
                onChange={(e) => setAddressId(e.target.value as number)}
                className="redeem-dialog__addresses"
              >
                {list.map((a) => (
                  <Radio key={a.id} value={a.id}>
                    {a.consignee} {a.mobile} {a.province}
                    {a.city}
                    {a.district}
                    {a.detail}
                  </Radio>
                ))}
              </Radio.Group>
            )}
          </div>
        )}
        <div className="redeem-dialog__total">
          合计 <b data-testid="redeem-total">{total}</b> 积分
          {goods.cash > 0 && <> + {formatYuan(goods.cash * number)}（从账户余额支付）</>}
          <span className="redeem-dialog__hint">当前可用 {points} 积分</span>
        </div>
        {short && <Alert type="warning" showIcon message={`积分不足，当前可用 ${points} 积分`} />}
        {refusal && <Alert type="error" showIcon message={refusal} role="alert" data-testid="redeem-refusal" />}
      </Space>
    </Modal>
  );
}
