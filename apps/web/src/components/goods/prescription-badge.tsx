import './goods.css';
import './goods-phone.css';

const CLASS_NAMES: Record<string, string> = { OTC甲: 'otc-a', OTC乙: 'otc-b', Rx: 'rx', 处方药: 'rx' };

/** The prescription class as the package shows it: red 甲类OTC, green 乙类OTC, Rx. Nothing for devices and herbs. */
export function PrescriptionBadge({ value }: { value: string }) {
  if (!value) return null;
  return <span className={`rx-badge rx-badge--${CLASS_NAMES[value] ?? 'rx'}`}>{value}</span>;
}
