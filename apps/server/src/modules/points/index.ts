export { creditOrderPoints, reverseOrderPoints } from './earn.ts';
export { changePoints } from './ledger.ts';
