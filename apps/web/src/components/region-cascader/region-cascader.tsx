import { useMemo } from 'react';
import { Cascader } from 'antd';
import { useRegions } from '../../api/use-regions.ts';
import { toCascaderOptions } from './region-options.ts';

type Props = { value?: string[]; onChange?: (codes: string[]) => void; placeholder?: string };

/** Province / city / district picker fed by GET /api/region; the value is the code path. */
export function RegionCascader({ value, onChange, placeholder = '请选择省 / 市 / 区' }: Props) {
  const regions = useRegions();
  const options = useMemo(() => toCascaderOptions(regions.data ?? []), [regions.data]);
  return (
    <Cascader
      options={options}
      value={value}
      onChange={(codes) => onChange?.((codes ?? []).map(String))}
      placeholder={placeholder}
      loading={regions.isLoading}
      showSearch
      className="region-cascader"
    />
  );
}
