/** Demo accounts the README lists; tests log in with them too. */
export const DEMO_ACCOUNTS = {
  buyer: { username: 'demo_buyer', password: 'Demo@2026', mobile: '13800000001', company: '杭州康宁大药房有限公司' },
  pendingBuyer: { username: 'demo_pending', password: 'Demo@2026', mobile: '13800000002', company: '宁波仁和诊所' },
} as const;
