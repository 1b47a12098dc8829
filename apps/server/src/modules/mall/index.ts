export { createPrizeOrder } from './prize-order.ts';
