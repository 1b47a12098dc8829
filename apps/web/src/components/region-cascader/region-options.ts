import type { Region } from '@store/shared/api/address';

export type RegionOption = { value: string; label: string; children?: RegionOption[] };

/** GET /api/region's tree as antd Cascader options (value = the GB/T 2260 code). */
export function toCascaderOptions(regions: Region[]): RegionOption[] {
  return regions.map((r) => ({
    value: r.code,
    label: r.name,
    ...(r.children?.length ? { children: toCascaderOptions(r.children) } : {}),
  }));
}

/** The names along a chosen code path, joined by spaces: '浙江省 杭州市 西湖区' (registration's region). */
export function regionNames(regions: Region[], codes: readonly string[]): string {
  const names: string[] = [];
  let level: Region[] | undefined = regions;
  for (const code of codes) {
    const found: Region | undefined = level?.find((r) => r.code === code);
    if (!found) return '';
    names.push(found.name);
    level = found.children;
  }
  return names.join(' ');
}

/** The code path from the province down to `code` (to reopen an address's district), or [] if absent. */
export function codePathOf(regions: Region[], code: string): string[] {
  for (const r of regions) {
    if (r.code === code) return [r.code];
    const below = r.children ? codePathOf(r.children, code) : [];
    if (below.length) return [r.code, ...below];
  }
  return [];
}
