import { Link } from 'react-router';
import {
  CarOutlined,
  CrownOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  GiftOutlined,
  LockOutlined,
  MedicineBoxOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { paths } from '../../routing/paths.ts';

const ENTRANCES = [
  { to: paths.freeShipping, label: '包邮专区', note: '满件包邮', icon: <CarOutlined />, colour: '#e1251b' },
  { to: paths.controlledSales, label: '控销专区', note: '品种独家', icon: <LockOutlined />, colour: '#722ed1' },
  { to: paths.devices, label: '器械专区', note: '家用医疗', icon: <MedicineBoxOutlined />, colour: '#1f5fbf' },
  { to: paths.herbalPieces, label: '中药专区', note: '道地药材', icon: <ExperimentOutlined />, colour: '#8b5a2b' },
  { to: paths.nearExpiry, label: '近效期专区', note: '特惠清仓', icon: <FieldTimeOutlined />, colour: '#d46b08' },
  { to: paths.brands, label: '品牌专区', note: '厂家直供', icon: <CrownOutlined />, colour: '#c41d7f' },
  { to: paths.dailySpecials, label: '每日特价', note: '限时低价', icon: <TagsOutlined />, colour: '#f5222d' },
  { to: paths.welfare, label: '全场94折', note: '专区福利', icon: <GiftOutlined />, colour: '#13a8a8' },
];

/** Icon links to the zones under the banner. */
export function ZoneEntrances() {
  return (
    <nav className="zone-entrances" data-testid="zone-entrances">
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
