export { takeBackCashback } from './settle.ts';
