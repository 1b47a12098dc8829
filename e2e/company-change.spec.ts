import { afterEach, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_BUYER, loginAs, openPage, PHONE, screenshot } from './support/harness.ts';
import { consoleLogin } from './support/console.ts';
import { apiGet } from './support/store-api.ts';

const WIDE = { viewport: { width: 1440, height: 900 } };
const XHR = { 'x-requested-with': 'XMLHttpRequest' };
type Profile = { company: string; company_type: string; name: string; region: string; address: string };

let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

/**
 * Other specs know demo_buyer by its approved company: whatever this spec leaves, its approved name comes
 * back through the same review (the buyer asks for it, the reviewer approves it over the API).
 */
async function restoreCompany(buyer: Page, reviewer: Page, approved: Profile) {
  const { company, company_type, name, region, address } = approved;
  // Still in force: this withdraws a change left waiting. Renamed: this asks for the approved name back.
  await buyer.request.post('/api/user/company', {
    form: { company, company_type, name, region, address },
    headers: XHR,
  });
  const queue = (await (await reviewer.request.get('/api/admin/company_changes', { headers: XHR })).json()) as {
    data: { id: number; new_company: string }[];
  };
  for (const change of queue.data.filter((c) => c.new_company === approved.company))
    await reviewer.request.post(`/api/admin/company_changes/${change.id}/review`, {
      data: { action: 'approve' },
      headers: XHR,
    });
  expect((await apiGet<Profile>(buyer, '/api/user/company')).company).toBe(approved.company);
}

test('an approved buyer’s rename waits as 资质变更审核中; the reviewer approves it in the console and the buyer sees the new name', async () => {
  const buyer = await openPage(WIDE);
  await loginAs(buyer, DEMO_BUYER.username, DEMO_BUYER.password);
  const approved = await apiGet<Profile>(buyer, '/api/user/company');
  const reviewer = await openPage(WIDE);
  await consoleLogin(reviewer, 'reviewer');
  restore = () => restoreCompany(buyer, reviewer, approved);
  const renamed = `${approved.company.replace(/有限公司$/, '')}（新址）有限公司`;

  // The buyer asks for the new name on 基本信息.
  await buyer.goto('/basic');
  const section = buyer.getByTestId('company-section');
  await section.getByRole('button', { name: '修改单位信息' }).click();
  await expect.poll(() => section.innerText()).toContain('修改单位名称或类型需重新审核');
  await section.getByLabel('单位名称').fill(renamed);
  await section.getByRole('button', { name: '提交审核' }).click();
  const pending = section.locator('.company-section__change');
  await pending.waitFor();
  const shown = await pending.innerText();
  expect(shown).toContain('资质变更审核中');
  expect(shown).toContain(`变更为：${renamed}`);
  expect(shown).toContain(`审核通过前仍使用：${approved.company}`);
  // The approved name stays in force: the page's 单位名称 and the header's account.
  expect(await buyer.locator('.ant-descriptions').first().innerText()).toContain(approved.company);
  expect((await apiGet<Profile>(buyer, '/api/user/company')).company).toBe(approved.company);
  await screenshot(buyer, 'company-change-pending-1440');

  const phone = await openPage(PHONE);
  await loginAs(phone, DEMO_BUYER.username, DEMO_BUYER.password);
  await phone.goto('/basic');
  await phone.locator('.company-section__change').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.getByTestId('company-section').scrollIntoViewIfNeeded();
  await screenshot(phone, 'company-change-pending-390');

  // The reviewer finds it under 资质审核 → 资质变更 and approves it.
  await reviewer.goto('/admin/buyers/review');
  await reviewer.getByRole('tab', { name: /资质变更/ }).click();
  const row = reviewer.getByTestId('company-change-row').filter({ hasText: renamed });
  await row.click();
  const panel = reviewer.getByTestId('company-change-panel');
  await expect.poll(() => panel.innerText()).toContain(renamed);
  expect(await panel.innerText()).toContain(approved.company);
  await screenshot(reviewer, 'company-change-console-1440');
  await panel.getByRole('button', { name: /通\s*过/ }).click();
  await reviewer.getByText('已通过，新单位信息已生效').waitFor();
  await expect.poll(() => row.count()).toBe(0);

  // The buyer sees the new name in force, and nothing waiting.
  await buyer.reload();
  await section.waitFor();
  await expect.poll(() => section.innerText()).toContain(renamed);
  expect(await section.locator('.company-section__change').count()).toBe(0);
  expect(await buyer.locator('.ant-descriptions').first().innerText()).toContain(renamed);
  await screenshot(buyer, 'company-change-approved-1440');
}, 180_000);
