import type { Zone } from '@store/shared/api/goods';
import type { AdPosition } from '@store/shared/api/promotions';
import type { ListingView } from '../../components/goods/listing-query.ts';
import { paths } from '../../routing/paths.ts';

export type ZoneConfig = {
  zone: Zone;
  title: string;
  slogan: string;
  /** The banner's position in GET /api/focus/kxzq_ad; zones without one show a coloured title band. */
  banner?: AdPosition;
  view?: ListingView;
  viewPaths?: Partial<Record<ListingView, string>>;
  emphasiseExpiry?: boolean;
};

const YX_VIEWS = { grid: paths.freeShipping, table: '/yx/table' };

/** The zone listings by route name: each is the goods list with its zone filter and a zone banner. */
/** The zone an unknown route name falls back to. */
export const WELFARE: ZoneConfig = { zone: 'welfare', title: '全场94折', slogan: '专区商品结算享94折' };

export const ZONE_PAGES: Record<string, ZoneConfig> = {
  yx_index: {
    zone: 'yx',
    title: '包邮专区',
    slogan: '单品满件包邮 采购更省心',
    banner: 'yx',
    view: 'grid',
    viewPaths: YX_VIEWS,
  },
  yx_table: {
    zone: 'yx',
    title: '包邮专区',
    slogan: '单品满件包邮 采购更省心',
    banner: 'yx',
    view: 'table',
    viewPaths: YX_VIEWS,
  },
  qxzq: { zone: 'qxzq', title: '器械专区', slogan: '医疗器械 家用护理 防护用品' },
  zyyp: { zone: 'zyyp', title: '中药专区', slogan: '道地药材 中药饮片 中成药', banner: 'zyzq' },
  jxqzc: {
    zone: 'jxqzc',
    title: '近效期专区',
    slogan: '近效期商品特惠清仓，请留意有效期后按需采购',
    emphasiseExpiry: true,
  },
  jmzq: { zone: 'jmzq', title: '加盟专区', slogan: '加盟门店专供品种' },
  welfare: WELFARE,
  kxzq_list: { zone: 'kxzq', title: '控销专区', slogan: '品种区域控销，申请通过后可见价格并采购', banner: 'kxzq' },
  kxzq2: { zone: 'kxzq', title: '控销专区', slogan: '品种区域控销，申请通过后可见价格并采购', banner: 'kxzq' },
  kxzq_index: { zone: 'kxzq', title: '控销新品', slogan: '控销新品上市，申请通过后可见价格并采购', banner: 'new_kxzq' },
  kxzq_goods: { zone: 'kxzq', title: '控销专区', slogan: '品种区域控销，申请通过后可见价格并采购', banner: 'kxzq' },
};
