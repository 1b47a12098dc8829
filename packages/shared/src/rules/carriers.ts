/**
 * The carriers the warehouse ships with (the ship form offers them; any other name may be typed), each with its
 * code at 快递100, whose public query page tracks a waybill of any of them: the buyer's order links there.
 */
export const CARRIERS = [
  { name: '顺丰速运', kuaidi100: 'shunfeng' },
  { name: '中通快递', kuaidi100: 'zhongtong' },
  { name: '圆通速递', kuaidi100: 'yuantong' },
  { name: '韵达快递', kuaidi100: 'yunda' },
  { name: '申通快递', kuaidi100: 'shentong' },
  { name: '京东物流', kuaidi100: 'jd' },
  { name: 'EMS', kuaidi100: 'ems' },
  { name: '德邦物流', kuaidi100: 'debangwuliu' },
  // The store's own vans: no waybill anyone else can track.
  { name: '自有物流', kuaidi100: '' },
] as const;

/** The page that tracks this waybill, or null (a carrier typed by hand, the store's own vans, no number). */
export function trackingUrl(carrier: string, trackingNo: string): string | null {
  const code = CARRIERS.find((c) => c.name === carrier.trim())?.kuaidi100;
  const number = trackingNo.replace(/[\s-]/g, '').toUpperCase();
  if (!code || !number) return null;
  return `https://www.kuaidi100.com/chaxun?${new URLSearchParams({ com: code, nu: number })}`;
}
