import { describe, expect, it } from 'vitest';
import * as catalogue from './index.ts';
import { REFUSAL_DOMAINS, type Refusal } from './index.ts';

const entries = Object.entries(REFUSAL_DOMAINS).flatMap(([domain, refusals]) =>
  Object.entries(refusals as Record<string, Refusal>).map(([name, refusal]) => ({ domain, name, ...refusal })),
);
const business = entries.filter((e) => e.code >= 600);
const firstTwoWords = (name: string) => name.split('_').slice(0, 2).join('_');

describe('error catalogue', () => {
  it('lists every domain the catalogue exports, so the checks below walk them all', () => {
    const exported = Object.keys(catalogue).filter((name) => name.endsWith('Refusal'));
    expect(exported.length).toBeGreaterThan(0);
    expect(Object.keys(REFUSAL_DOMAINS).sort()).toEqual(exported.sort());
  });

  it('gives a business refusal code to one domain only', () => {
    for (const entry of business) {
      const domains = new Set(business.filter((e) => e.code === entry.code).map((e) => e.domain));
      expect([...domains], `${entry.code}`).toEqual([entry.domain]);
    }
  });

  it('lets entries share a business code only as variants of one refusal (same first two name words)', () => {
    for (const entry of business) {
      const names = business.filter((e) => e.code === entry.code).map((e) => firstTwoWords(e.name));
      expect(new Set(names).size, `${entry.code}: ${names.join(', ')}`).toBe(1);
    }
  });

  it('answers every refusal with a 4xx or 5xx status and a Chinese message', () => {
    for (const entry of entries) {
      expect(entry.status, entry.name).toBeGreaterThanOrEqual(400);
      const text =
        typeof entry.msg === 'string' ? entry.msg : (entry.msg as (...data: unknown[]) => string)('名称', 1, '盒');
      expect(text, entry.name).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
