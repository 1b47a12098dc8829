import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@store/shared/api/envelope';
import { fastBuyPage, fastBuyQuery, importResult, PURCHASE_LIST_LIMITS } from '@store/shared/api/quick-buy';
import { ok } from '../../lib/envelope.ts';
import { invalid } from '../../lib/errors.ts';
import { readUpload } from '../../plugins/external/multipart.ts';
import type { ModuleDeps } from '../deps.ts';
import { ListReader } from './list-reader.ts';
import { fastBuy, importPurchaseList } from './service.ts';

/** The template offered for download: the columns the import reads, with one example row. */
const TEMPLATE_CSV =
  '\uFEFF批准文号,商品名称,生产厂家,规格,数量\r\n国药准字Z44021940,感冒灵颗粒,华润三九医药股份有限公司,10g*9袋,20\r\n';

/** 快捷采购 (/kjcg): goods bought before, and a purchase list matched to the catalogue. */
export async function quickBuyRoutes(app: FastifyInstance, { db }: ModuleDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quick-buy'];
  const guarded = { onRequest: app.requireUser };
  const reader = new ListReader();
  app.addHook('onClose', () => reader.close());

  api.get(
    '/api/user/fast_buy',
    {
      ...guarded,
      schema: {
        tags,
        summary: '常购清单：买过的商品、最近成交价与日期、购买次数（order: last | count | name）',
        querystring: fastBuyQuery,
        response: { 200: envelopeOf(fastBuyPage) },
      },
    },
    async (request) => ok(await fastBuy(db, await request.buyer(), request.query)),
  );

  api.post(
    '/api/cart/import',
    {
      ...guarded,
      schema: {
        tags,
        summary: `导入采购单（multipart：file，CSV UTF-8/GBK/UTF-16 或 .xlsx，≤2MB，≤${PURCHASE_LIST_LIMITS.rows} 行商品、${PURCHASE_LIST_LIMITS.columns} 列，单元格 ≤${PURCHASE_LIST_LIMITS.cellLength} 字）：逐行匹配商品，不加入购物车`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(importResult) },
      },
    },
    async (request) => {
      const [file] = (
        await readUpload(request, {
          what: '采购单',
          maxBytes: PURCHASE_LIST_LIMITS.bytes,
          maxFiles: 1,
          tooLarge: () => invalid({ file: ['文件不能超过 2MB'] }),
        })
      ).files;
      if (!file) throw invalid({ file: ['请选择要导入的采购单文件'] });
      const result = await importPurchaseList(db, reader, await request.buyer(), file);
      return ok(result, `已识别 ${result.total} 行，匹配成功 ${result.matched} 行`);
    },
  );

  api.get('/api/cart/import/template', { schema: { tags, summary: '采购单模板（CSV）' } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="purchase-list.csv"; filename*=UTF-8''${encodeURIComponent('采购单模板.csv')}`,
      )
      .send(TEMPLATE_CSV),
  );
}
