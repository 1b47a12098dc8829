export { presentBatch } from './batches.ts';
export { type BatchRecord, findBatch, shippableBatches, takeFromBatch, trackedGoods } from './repo.ts';
export { resyncSellable, rowsOf } from './sellable.ts';
export { allocateShipment, firstExpiryFirstOut, suggestPicks } from './shipment.ts';
