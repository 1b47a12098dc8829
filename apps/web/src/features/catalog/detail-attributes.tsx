import type { GoodsDetail } from '@store/shared/api/goods';
import { PrescriptionBadge } from '../../components/goods/prescription-badge.tsx';

/** The facts a pharmacy checks before buying, as on the package insert and the GSP record. */
export function DetailAttributes({ goods }: { goods: GoodsDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['规格', goods.ypgg],
    ['生产厂家', goods.sccj],
    ['批准文号', goods.approval_number || '—'],
    ['剂型', goods.dosage_form || '—'],
    ['处方分类', goods.prescription_class ? <PrescriptionBadge value={goods.prescription_class} /> : '—'],
    ['包装单位', goods.bzdw],
    ['中包装', `${goods.middle_package}${goods.bzdw}`],
    ['大包装', `${goods.large_package}${goods.bzdw}`],
    [
      '有效期至',
      <b key="expiry" className="detail-attributes__expiry">
        {goods.expiry_date ?? '—'}
      </b>,
    ],
    ['批号', goods.batch_number || '—'],
    ['品牌', goods.brand?.name ?? '—'],
    ['库存', goods.number > 0 ? `${goods.number}${goods.bzdw}` : '暂时缺货'],
  ];
  return (
    <dl className="detail-attributes" data-testid="detail-attributes">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The short list beside the price: what decides a purchase at a glance. */
export function DetailFacts({ goods }: { goods: GoodsDetail }) {
  const facts: [string, React.ReactNode][] = [
    [
      '有效期至',
      <b key="expiry" className="detail-attributes__expiry">
        {goods.expiry_date ?? '—'}
      </b>,
    ],
    ['批　　号', goods.batch_number || '—'],
    ['剂　　型', goods.dosage_form || '—'],
    ['处方分类', goods.prescription_class ? <PrescriptionBadge key="rx" value={goods.prescription_class} /> : '—'],
    ['包装单位', goods.bzdw],
    ['中 / 大包装', `${goods.middle_package}${goods.bzdw} / ${goods.large_package}${goods.bzdw}`],
    ['库　　存', goods.number > 0 ? `${goods.number}${goods.bzdw}` : '暂时缺货'],
    ['品　　牌', goods.brand ? goods.brand.name : '—'],
  ];
  return (
    <ul className="detail-facts" data-testid="detail-facts">
      {facts.map(([label, value]) => (
        <li key={label}>
          <span>{label}</span>
          {value}
        </li>
      ))}
    </ul>
  );
}
