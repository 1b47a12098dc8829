import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';
import { Glyph } from '../../components/glyphs.tsx';

const ENTRANCES = [
  {
    to: paths.freeShipping,
    label: '包邮专区',
    note: '满件包邮',
    icon: <Glyph name="car" />,
    colour: 'var(--ant-color-primary)',
  },
  {
    to: paths.controlledSales,
    label: '控销专区',
    note: '品种独家',
    icon: <Glyph name="lock" />,
    colour: 'var(--ant-purple-6)',
  },
  {
    to: paths.devices,
    label: '器械专区',
    note: '家用医疗',
    icon: <Glyph name="medicineBox" />,
    colour: 'var(--ant-color-link)',
  },
  {
    to: paths.herbalPieces,
    label: '中药专区',
    note: '道地药材',
    icon: <Glyph name="experiment" />,
    colour: 'var(--store-herbal)',
  },
  {
    to: paths.nearExpiry,
    label: '近效期专区',
    note: '特惠清仓',
    icon: <Glyph name="fieldTime" />,
    colour: 'var(--ant-orange-7)',
  },
  {
    to: paths.brands,
    label: '品牌专区',
    note: '厂家直供',
    icon: <Glyph name="crown" />,
    colour: 'var(--ant-magenta-7)',
  },
  {
    to: paths.dailySpecials,
    label: '每日特价',
    note: '限时低价',
    icon: <Glyph name="tags" />,
    colour: 'var(--ant-red-6)',
  },
  { to: paths.welfare, label: '全场94折', note: '专区福利', icon: <Glyph name="gift" />, colour: 'var(--ant-cyan-6)' },
];

/** Icon links to the zones under the banner. */
export function ZoneEntrances() {
  return (
    <nav className="zone-entrances" data-testid="zone-entrances" aria-label="专区入口">
      {ENTRANCES.map((e) => (
        <Link key={e.to} to={e.to}>
          <span className="zone-entrances__icon" style={{ background: e.colour }}>
            {e.icon}
          </span>
          <span>
            <strong>{e.label}</strong>
            <small>{e.note}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}
