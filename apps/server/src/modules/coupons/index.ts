export { bestCouponId, chosenCouponFen, couponOptionsOf, judgeCoupons } from './judge.ts';
export { ruleOf, type Template } from './present.ts';
export { findTemplate, takeFromTemplate } from './repo.ts';
export { issue } from './service.ts';
