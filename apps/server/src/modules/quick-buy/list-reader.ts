import { QuickBuyRefusal } from '@store/shared/codes';
import { PURCHASE_LIST_LIMITS, type PurchaseListLimits } from '@store/shared/api/quick-buy';
import { AppError } from '../../lib/errors.ts';
import { TableReader, type TableKind } from '../../lib/table-reader.ts';

export type ListKind = TableKind;

/**
 * Reads uploaded purchase lists (CSV or .xlsx) in a worker thread of their own (the console's imports
 * have another), within PURCHASE_LIST_LIMITS: docs/decisions/006-uploads-off-the-event-loop.md.
 */
export class ListReader extends TableReader {
  constructor(limits: PurchaseListLimits = PURCHASE_LIST_LIMITS) {
    super(limits, {
      noun: '采购单',
      pool: 'purchase-lists',
      heapMb: 256,
      queue: 8,
      busy: () => new AppError(QuickBuyRefusal.IMPORT_BUSY),
    });
  }
}
