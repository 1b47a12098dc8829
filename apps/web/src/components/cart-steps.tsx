import { Steps } from 'antd';
import { useIsPhone } from '../lib/use-is-phone.ts';
import './cart-steps.css';

const STEPS = ['我的购物车', '确认订单', '支付订单', '支付完成'];

/** The step image of cart steps 1–4 (spec §2), drawn by the layout from the route's cartStep flag. */
export function CartSteps({ current }: { current: number }) {
  // A phone keeps the four steps on one line, each title under its number (antd would stack them).
  const phone = useIsPhone();
  return (
    <div className="container cart-steps" data-testid="cart-steps">
      <Steps
        size="small"
        current={current - 1}
        items={STEPS.map((title) => ({ title }))}
        responsive={false}
        titlePlacement={phone ? 'vertical' : 'horizontal'}
      />
    </div>
  );
}
