import { Suspense } from 'react';
import type { GoodsDetail } from '@store/shared/api/goods';
import { useGoodsQcReports } from '../../api/use-qc-reports.ts';
import { PlainTabs } from '../../components/plain-tabs/plain-tabs.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { lazyAntd, loadAntdScope } from '../../lib/antd-scope/lazy-antd.ts';
import { DetailAttributes } from './detail-attributes.tsx';
import './detail-tabs.css';
import { printAlone } from '../../lib/print-alone/print-alone.ts';

/**
 * The batches' table is antd's (shared with 质检报告查询: the phone's hidden columns, loading, empty state) and sits
 * in the third tab: it and antd come when a buyer opens that tab, so the goods page loads no antd itself
 * (app/page-imports.test.ts).
 */
const loadQcReportTable = () => import('../../components/qc-reports/qc-report-table.tsx');
const QcReportTable = lazyAntd(() => loadQcReportTable().then((m) => ({ default: m.QcReportTable })));
/**
 * A buyer heading for the tab: fetch the table and antd meanwhile, so the tab opens without waiting. A failed
 * fetch is not reported here: opening the tab asks again and shows the failure.
 */
const preloadReports = () => void Promise.all([loadQcReportTable(), loadAntdScope()]).catch(() => {});

/** Below the purchase box: the goods' facts, its package insert (说明书) and its batches' inspection reports. */
export function DetailTabs({ goods }: { goods: GoodsDetail }) {
  return (
    <section className="goods-detail__section goods-detail__tabs">
      {/* Panes render when first opened, so the reports are asked for only when the buyer looks. */}
      <PlainTabs
        items={[
          { key: 'detail', label: '商品详情', children: <GoodsFacts goods={goods} /> },
          { key: 'instructions', label: '说明书', children: <Instructions goods={goods} /> },
          {
            key: 'reports',
            label: '质检报告',
            children: <BatchReports goodsId={goods.id} />,
            onIntent: preloadReports,
          },
        ]}
      />
    </section>
  );
}

function GoodsFacts({ goods }: { goods: GoodsDetail }) {
  return (
    <>
      <DetailAttributes goods={goods} />
      <p className="goods-detail__notice">
        本品为
        {goods.prescription_class.startsWith('OTC')
          ? '非处方药'
          : goods.prescription_class
            ? '处方药，须凭医师处方销售、购买和使用'
            : '医药商品'}
        。 图片仅供参考，请以实物为准；效期、批号以实际发货为准。本站仅向具备资质的药品经营、医疗机构客户销售。
      </p>
    </>
  );
}

/** Prints the insert alone (lib/print-alone), headed by the goods' name, without the print button. */
function printInstructions(event: React.MouseEvent<HTMLButtonElement>) {
  const insert = event.currentTarget.closest('.goods-instructions');
  if (insert) printAlone(insert, 'instructions-print');
}

/** The insert section by section, headed 【成份】【适应症】… as printed on the leaflet. */
function Instructions({ goods }: { goods: GoodsDetail }) {
  if (goods.instructions.length === 0) {
    return <p className="goods-instructions__empty">暂无说明书，请以商品包装内说明书为准。</p>;
  }
  return (
    <div className="goods-instructions" data-testid="goods-instructions">
      <div className="goods-instructions__tools no-print">
        <button type="button" className="plain-btn" onClick={printInstructions}>
          打印说明书
        </button>
      </div>
      <h2 className="goods-instructions__goods">
        {goods.name} {goods.ypgg}
      </h2>
      <p className="goods-instructions__lead">请仔细阅读说明书并按说明使用或在药师指导下购买和使用</p>
      <dl>
        {goods.instructions.map((section) => (
          <div key={section.title} className="goods-instructions__section">
            <dt>【{section.title}】</dt>
            <dd>{section.body}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function BatchReports({ goodsId }: { goodsId: number }) {
  const reports = useGoodsQcReports(goodsId);
  // The same drug's other packs share its batches' reports (the server's one list, as /zjbg): their rows
  // name the goods and its pack.
  const otherPacks = reports.data?.some((r) => r.goods_id !== goodsId) ?? false;
  return (
    <Suspense fallback={<Spinner className="goods-detail__tab-loading" />}>
      <QcReportTable
        reports={reports.data ?? []}
        loading={reports.isLoading}
        showGoods={otherPacks}
        emptyText="该商品暂无质检报告，如需请联系您的客户经理"
      />
    </Suspense>
  );
}
