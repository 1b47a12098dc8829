import { useCallback, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isCancelled } from '../../api/client.ts';
import { useCheckoutPreview, useCreateOrder } from './use-checkout.ts';
import { AddressPicker } from './address-picker.tsx';
import { CouponSection, RemarksSection } from './confirm-sections.tsx';
import { couponChoicesOf, shippingNoteOf } from './checkout-totals.ts';
import { InvoiceSection } from './invoice-section.tsx';
import { OrderLines } from './order-lines.tsx';
import { EMPTY_DRAFT, orderBodyOf, parseIds, validateDraft, type DraftErrors, type OrderDraft } from './order-draft.ts';
import { TotalsBlock } from './totals-block.tsx';
import { VoucherSection } from './voucher-section.tsx';
import { paths } from '../../routing/paths.ts';
import './checkout.css';
import './checkout-phone.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** /cart/step2?ids=1,2,3 (确认订单): the cart lines as the server priced them, delivery, invoice, coupon, submit. */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const { message } = useFeedback();
  const navigate = useNavigate();
  // undefined: the server picks the coupon that saves the most; 0: the buyer wants none; else that one.
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState<OrderDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  // 购物金: off until the buyer ticks it (features/vouchers/voucher-section.tsx).
  const [useVoucher, setUseVoucher] = useState<0 | 1>(0);
  const preview = useCheckoutPreview(ids, couponId, useVoucher);
  const create = useCreateOrder();

  const change = useCallback((patch: Partial<OrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as (keyof OrderDraft)[]) delete next[key];
      return next;
    });
  }, []);
  const chooseAddress = useCallback((id: number) => change({ address_id: id }), [change]);

  // A coupon the server refused (alerted by the client): back to the last answer without it.
  if (preview.isError && couponId && !isCancelled(preview.error)) setCouponId(0);

  if (ids.length === 0) {
    return (
      <Result
        className="container"
        status="warning"
        title="没有要结算的商品"
        subTitle="请先在购物车勾选商品"
        extra={
          <Link to={paths.cart}>
            <Button type="primary">返回购物车</Button>
          </Link>
        }
      />
    );
  }
  const data = preview.data;
  if (!data) {
    return (
      <div className="container checkout-page">
        {preview.isError && !isCancelled(preview.error) ? (
          <Result
            status="error"
            title="订单信息加载失败"
            subTitle={(preview.error as Error).message}
            extra={
              <Link to={paths.cart}>
                <Button type="primary">返回购物车</Button>
              </Link>
            }
          />
        ) : (
          <Spin size="large">
            <div style={{ height: 300 }} />
          </Spin>
        )}
      </div>
    );
  }

  const submit = async () => {
    const couponUsed = data.user_coupon_id;
    const checked = validateDraft(draft, ids, couponUsed);
    if ('errors' in checked) {
      setErrors(checked.errors);
      void message.error(Object.values(checked.errors)[0]);
      return;
    }
    try {
      const order = await create.mutateAsync({
        body: { ...orderBodyOf(draft, ids, couponUsed), use_cash_coupon: useVoucher },
        token: data.token,
      });
      navigate(paths.payOrder(order.id), { replace: true });
    } catch {
      // The refusal (stock short, not buyable, coupon used) is alerted by the client; show fresh prices.
      void preview.refetch();
    }
  };

  const choices = couponChoicesOf(data.coupons);
  return (
    <div className="container checkout-page" data-testid="checkout-confirm">
      <AddressPicker value={draft.address_id} onChange={chooseAddress} error={errors.address_id} />
      <OrderLines lines={data.lines} />
      <InvoiceSection draft={draft} errors={errors} onChange={change} />
      <CouponSection
        chosen={data.user_coupon_id}
        choices={choices}
        disabled={preview.isFetching}
        onChange={setCouponId}
      />
      <VoucherSection preview={data} use={useVoucher} disabled={preview.isFetching} onChange={setUseVoucher} />
      <RemarksSection draft={draft} onChange={change} />
      <TotalsBlock
        preview={data}
        updating={preview.isFetching}
        shippingNote={shippingNoteOf(data)}
        action={
          <Button
            type="primary"
            size="large"
            className="checkout-submit"
            loading={create.isPending}
            disabled={create.isPending || preview.isFetching}
            onClick={() => void submit()}
          >
            提交订单
          </Button>
        }
      />
    </div>
  );
}
