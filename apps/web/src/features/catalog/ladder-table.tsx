import { formatYuan } from '@store/shared/rules/money';
import { activeLadderTier, ladderRows, rangeLabel, type LadderInput } from '../../components/goods/ladder-display.ts';

/** The ladder prices of a goods with the row for the chosen quantity highlighted. */
export function LadderTable({
  ladder,
  type,
  basePrice,
  unit,
  quantity,
}: {
  ladder: LadderInput;
  type: number;
  basePrice: number;
  unit: string;
  quantity: number;
}) {
  const rows = ladderRows(ladder, type, basePrice);
  if (rows.length === 0) return null;
  const active = activeLadderTier(ladder, type, quantity);
  return (
    <table className="ladder-table" data-testid="ladder-table">
      <thead>
        <tr>
          <th>采购数量</th>
          {rows.map((row) => (
            <td key={row.tier} className={row.tier === active ? 'is-active' : ''}>
              {rangeLabel(row, unit)}
            </td>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          <th>阶梯价</th>
          {rows.map((row) => (
            <td
              key={row.tier}
              className={row.tier === active ? 'is-active' : ''}
              data-testid="ladder-tier"
              aria-current={row.tier === active ? 'true' : undefined}
            >
              {formatYuan(row.price)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
