export { flashClaimColumns, flashClaimCtes, flashClaimOf, type FlashUnits } from './flash-gate.ts';
