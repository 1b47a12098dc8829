export { cancelOrderTx } from './release.ts';
export { findOrderForOperator, itemsOf } from './repo.ts';
