import { describe, expect, it } from 'vitest';
import { trackingUrl } from './carriers.ts';

describe('a waybill’s tracking page', () => {
  it('tracks a known carrier’s waybill at 快递100, the number without spaces or dashes', () => {
    expect(trackingUrl('顺丰速运', 'sf 1392-0415 8866')).toBe(
      'https://www.kuaidi100.com/chaxun?com=shunfeng&nu=SF139204158866',
    );
    expect(trackingUrl(' 京东物流 ', 'JD0148923671')).toBe('https://www.kuaidi100.com/chaxun?com=jd&nu=JD0148923671');
  });

  it('has none for the store’s own vans, a carrier typed by hand, or no number', () => {
    expect(trackingUrl('自有物流', 'A001')).toBeNull();
    expect(trackingUrl('某某物流', 'X123')).toBeNull();
    expect(trackingUrl('中通快递', ' ')).toBeNull();
  });
});
