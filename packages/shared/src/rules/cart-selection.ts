/** Spec §4: a cart line counts as unselected if its goods are not buyable or out of stock. */
export type SelectableLine = { isSelected: boolean; isBuy: boolean; stock: number };

export const isEffectivelySelected = (line: SelectableLine): boolean => line.isSelected && line.isBuy && line.stock > 0;

/** Sum in fen of the lines that count as selected. */
export function selectedAmountFen<L extends SelectableLine & { unitPriceFen: number; number: number }>(
  lines: L[],
): number {
  return lines.reduce((sum, line) => (isEffectivelySelected(line) ? sum + line.unitPriceFen * line.number : sum), 0);
}
