import { seedCashback } from './demo-cashback.ts';
import { count, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { hashPassword } from '../lib/password.ts';
import * as content from './demo-content.ts';
import { HELP_ARTICLES } from './help-articles.ts';
import { NEWS_ARTICLES } from './news-articles.ts';
import { articleSanitizer } from '../modules/content/sanitize.ts';
import { drawnCoverOf } from '../modules/content/service.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedQcReports } from './qc-reports.ts';
import { seedCheckout } from './demo-checkout.ts';
import { seedCouponCentre } from './demo-coupons.ts';
import { seedPurchaseHistory } from './purchase-history.ts';
import { seedCartPromotions } from './cart-promotions.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoVouchers } from './demo-vouchers.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedPointsMall } from './demo-mall.ts';
import { seedDemoLottery } from './demo-lottery.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedHomeFloors } from './demo-floors.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { linkManagerCards, seedDemoStaffIfNone } from './demo-staff.ts';
import { theRow } from '../db/rows.ts';

/**
 * Loads the demo data when the database has no users; one transaction, so a crash leaves nothing half-seeded.
 * The console's demo staff come apart, when there are none (a demo database from before the console gets them).
 */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  await seedDemoStaffIfNone(database.db);
  const [row] = await database.db.select({ n: count() }).from(t.users);
  if ((row?.n ?? 0) > 0) return false;
  const { buyer, pendingBuyer } = DEMO_ACCOUNTS;
  const hashes = await Promise.all([hashPassword(buyer.password), hashPassword(pendingBuyer.password)] as const);
  await database.db.transaction(async (tx) => {
    const managerIds = await seedAccounts(tx, hashes);
    await seedSiteContent(tx);
    await seedContract(tx, managerIds.buyerId);
    await seedCatalogue(tx);
    await seedQcReports(tx);
    await seedStarterCart(tx, managerIds.buyerId);
    await seedCheckout(tx);
    await seedCouponCentre(tx);
    await seedPurchaseHistory(tx, managerIds.buyerId);
    await seedCartPromotions(tx);
    await seedDemoOrders(tx, managerIds.buyerId);
    await seedDemoVouchers(tx, managerIds.buyerId);
    await seedCashback(tx);
    await seedDemoPoints(tx, managerIds.buyerId);
    await seedPointsMall(tx);
    await seedDemoLottery(tx);
    await seedDemoActivities(tx);
    await seedHomeFloors(tx);
  });
  return true;
}

async function seedAccounts(tx: Tx, [buyerHash, pendingHash]: readonly [string, string]) {
  const managers = await tx.insert(t.accountManagers).values(content.MANAGERS).returning({ id: t.accountManagers.id });
  await linkManagerCards(tx);
  const { buyer, pendingBuyer } = DEMO_ACCOUNTS;
  const buyerRow = theRow(
    await tx
      .insert(t.users)
      .values({
        username: buyer.username,
        mobile: buyer.mobile,
        passwordHash: buyerHash,
        company: buyer.company,
        name: '王芳',
        rank: '金牌会员',
        address: '浙江省杭州市西湖区文三路 90 号',
        isPassed: true,
        managerId: managers[0]!.id,
        isShowYoux: true,
        companyType: 'pharmacy',
        region: '浙江省 杭州市 西湖区',
      })
      .returning({ id: t.users.id }),
  );
  // The demo buyer's licences are approved (no scans: a real buyer uploads them on /zhzx/zzzj).
  await tx.insert(t.qualifications).values([
    { userId: buyerRow.id, type: 'business_licence', number: '91330106MA2H0XXXX1', validTo: null, status: 'approved' },
    {
      userId: buyerRow.id,
      type: 'drug_business_licence',
      number: '浙AA5710088',
      validTo: '2029-06-30',
      status: 'approved',
    },
    {
      userId: buyerRow.id,
      type: 'purchase_authorisation',
      number: 'WT-2026-0088',
      validTo: '2027-12-31',
      status: 'approved',
    },
    {
      userId: buyerRow.id,
      type: 'purchaser_id',
      number: '330106198801010021',
      validTo: '2036-05-01',
      status: 'approved',
    },
  ]);
  await tx.insert(t.users).values([
    {
      username: pendingBuyer.username,
      mobile: pendingBuyer.mobile,
      passwordHash: pendingHash,
      company: pendingBuyer.company,
      name: '陈立',
      address: '浙江省宁波市海曙区中山西路 12 号',
      companyType: 'clinic',
      region: '浙江省 宁波市 海曙区',
    },
  ]);
  await tx.insert(t.messages).values(content.DEMO_MESSAGES.map((m) => ({ ...m, userId: buyerRow.id })));
  return { buyerId: buyerRow.id };
}

async function seedSiteContent(tx: Tx) {
  const seconds = new Map<string, number>();
  for (const [tree, tops] of Object.entries(content.CATEGORY_TREES)) {
    for (const [index, top] of tops.entries()) {
      const parent = theRow(
        await tx.insert(t.categories).values({ tree, name: top.name, sort: index }).returning({ id: t.categories.id }),
      );
      const children = (top.children ?? []).map((name, sort) => ({ tree, name, sort, parentId: parent.id }));
      if (!children.length) continue;
      const rows = await tx.insert(t.categories).values(children).returning({ id: t.categories.id });
      if (tree === 'general') children.forEach((child, i) => seconds.set(child.name, rows[i]?.id ?? 0));
    }
  }
  // After every tree, so the first two levels keep the ids they had before there was a third.
  for (const [second, leaves] of Object.entries(content.THIRD_LEVEL)) {
    const parentId = seconds.get(second);
    if (!parentId) throw new Error(`THIRD_LEVEL names ${second}, which is no second-level category`);
    await tx.insert(t.categories).values(leaves.map(({ name }, sort) => ({ tree: 'general', name, sort, parentId })));
  }
  for (const [index, item] of content.NAV.entries()) {
    const parent = theRow(
      await tx
        .insert(t.navItems)
        .values({ name: item.name, url: item.url, sort: index })
        .returning({ id: t.navItems.id }),
    );
    const children = (item.children ?? []).map((child, sort) => ({ ...child, sort, parentId: parent.id }));
    if (children.length) await tx.insert(t.navItems).values(children);
  }
  await tx.insert(t.hotWords).values(content.HOT_WORDS.map((name, sort) => ({ name, sort })));
  await tx.insert(t.brands).values(content.BRANDS.map((name, sort) => ({ name, sort })));
  await tx.insert(t.links).values(content.LINKS.map((link, sort) => ({ ...link, sort })));
  await tx.insert(t.articleCategories).values(content.ARTICLE_CATEGORIES.map((c, sort) => ({ ...c, sort })));
  await seedArticles(tx);
  // Explicit ids were inserted: move the sequences past them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('article_categories', 'id'), (select max(id) from article_categories))`,
  );
  await tx.execute(sql`select setval(pg_get_serial_sequence('articles', 'id'), (select max(id) from articles))`);
}

/**
 * Help articles, hot searches and news, every body through the same sanitiser as the console's writes.
 * Sort follows each category's list order; news are dated back from today so the lists have a recent top.
 */
async function seedArticles(tx: Tx) {
  const now = Date.now();
  const sanitizeArticleHtml = await articleSanitizer();
  await tx.insert(t.articles).values([
    ...HELP_ARTICLES.map((a, sort) => ({ ...a, content: sanitizeArticleHtml(a.content), sort })),
    ...content.HOT_ARTICLES.map((a, sort) => ({ ...a, sort })),
    ...NEWS_ARTICLES.map(({ daysAgo, ...a }) => ({
      ...a,
      content: sanitizeArticleHtml(a.content),
      cover: drawnCoverOf(a.id),
      publishedAt: new Date(now - daysAgo * 86_400_000),
    })),
  ]);
}

/** The demo buyer's cart starts with two of the best-known goods, so the sidebar flyout shows real lines. */
async function seedStarterCart(tx: Tx, buyerId: number) {
  // Whole medium packages, as the cart rules require.
  const lines = [
    { name: '感冒灵颗粒', packages: 1 },
    { name: '连花清瘟胶囊', packages: 1 },
  ];
  for (const line of lines) {
    const [goods] = await tx
      .select({ id: t.goods.id, middlePackage: t.goods.middlePackage })
      .from(t.goods)
      .where(
        sql`${t.goods.name} = ${line.name} and ${t.goods.stock} > 0 and ${t.goods.isBuy} and ${t.goods.type} = 0 and not ${t.goods.isFreeShipping}`,
      )
      .orderBy(t.goods.id)
      .limit(1);
    if (goods)
      await tx
        .insert(t.cartItems)
        .values({ userId: buyerId, goodsId: goods.id, number: goods.middlePackage * line.packages });
  }
}

/** The agreement in force; the demo buyer has signed it, the pending buyer has not (it meets 459 at checkout). */
async function seedContract(tx: Tx, buyerId: number) {
  const year = new Date().getFullYear();
  const contract = theRow(
    await tx
      .insert(t.contracts)
      .values({
        version: String(year),
        title: `${year}年度药品采购协议`,
        content: content.CONTRACT_TEXT,
        effectiveFrom: `${year}-01-01`,
        effectiveTo: `${year}-12-31`,
      })
      .returning({ id: t.contracts.id }),
  );
  await tx.insert(t.contracts).values({
    version: String(year + 1),
    title: `${year + 1}年度药品采购协议`,
    content: content.CONTRACT_TEXT,
    effectiveFrom: `${year + 1}-01-01`,
    effectiveTo: `${year + 1}-12-31`,
  });
  await tx
    .insert(t.contractSignatures)
    .values({ contractId: contract.id, userId: buyerId, signerName: '王芳', ip: '127.0.0.1' });
}
