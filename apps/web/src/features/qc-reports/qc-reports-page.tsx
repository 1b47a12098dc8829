import { Input } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useQcReportSearch } from '../../api/use-qc-reports.ts';
import { QcReportTable } from '../../components/qc-reports/qc-report-table.tsx';
import { serverPagination } from '../../lib/table-pagination.ts';
import './qc-reports.css';

/**
 * /zjbg 质检报告查询 (the header's link): a buyer checking goods off the delivery finds the batch's
 * inspection report by the goods' name, its pinyin initials or the batch number printed on the box.
 * The keywords and page live in the address, so a search can be shared and survives a reload.
 */
export function QcReportsPage() {
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reports = useQcReportSearch(keywords, page);
  const go = (next: { keywords?: string; page?: number }) => {
    const query = new URLSearchParams();
    const words = (next.keywords ?? keywords).trim();
    if (words) query.set('keywords', words);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query);
  };

  return (
    <div className="container qc-reports" data-testid="qc-reports">
      <section className="qc-reports__search">
        <h1>
          <SafetyCertificateOutlined /> 质检报告查询
        </h1>
        <p>按商品名称、拼音首字母或批号查询药品检验报告书；登录后可下载 PDF。</p>
        <Input.Search
          key={keywords}
          defaultValue={keywords}
          placeholder="商品名称 / 拼音首字母 / 批号"
          aria-label="商品名称或批号"
          enterButton="查询"
          size="large"
          allowClear
          maxLength={50}
          onSearch={(value) => go({ keywords: value })}
        />
      </section>
      <section className="qc-reports__result">
        <QcReportTable
          reports={reports.data?.data ?? []}
          loading={reports.isLoading}
          pagination={serverPagination(page, reports.data, (next) => go({ page: next }))}
          emptyText={keywords ? `没有找到“${keywords}”的质检报告，请核对商品名称或批号` : '暂无质检报告'}
        />
      </section>
    </div>
  );
}
