import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';

/**
 * Who is looking at prices. Pharma rule: anonymous visitors and buyers whose qualifications are not
 * approved never receive prices; controlled-sales (控销) goods show prices only to admitted buyers.
 */
export type Viewer = { userId?: number; canSeePrices: boolean; priceTip: string; kxGroups: Set<number> };
/** A logged-in buyer looking at prices: whatever a service does, it does for this id. */
export type BuyerViewer = Viewer & { userId: number };

export const PRICE_TIP_LOGIN = '登录可见';
export const PRICE_TIP_QUALIFICATION = '资质审核通过后可见';
export const PRICE_TIP_CONTROLLED = '控销商品，申请通过后可见';

/** The approved 控销 groups come with the session (auth/repo.ts findSessionUser): no query of its own. */
export async function viewerOf(_db: Db, request: FastifyRequest): Promise<Viewer> {
  const user = await request.currentUser();
  if (!user) return { canSeePrices: false, priceTip: PRICE_TIP_LOGIN, kxGroups: new Set() };
  const canSeePrices = user.isPassed;
  return {
    userId: user.id,
    canSeePrices,
    priceTip: canSeePrices ? '' : PRICE_TIP_QUALIFICATION,
    kxGroups: new Set(user.kxGroups),
  };
}
