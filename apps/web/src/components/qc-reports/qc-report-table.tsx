import { Table, Tag, type Breakpoint, type TablePaginationConfig } from 'antd';
import { Link, useLocation } from 'react-router';
import type { QcReport } from '@store/shared/api/qc-reports';
import { isLoggedIn, useUserBase } from '../../api/use-user-base.ts';
import { paths } from '../../routing/paths.ts';
import './qc-report-table.css';

/** A phone keeps the columns a buyer picks a batch by (goods, batch, date, conclusion, download). */
const PHONE_HIDES: Breakpoint[] = ['md'];

type Props = {
  reports: QcReport[];
  loading: boolean;
  /** The goods' own detail page leaves out the goods columns: every row is the same goods. */
  showGoods?: boolean;
  pagination?: TablePaginationConfig | false;
  emptyText: string;
};

/**
 * Batches and their quality-inspection reports. The PDF downloads for a logged-in buyer; a visitor
 * sees which batches have one and is asked to log in (the server answers 10001 to a download anyway).
 */
export function QcReportTable({ reports, loading, showGoods = true, pagination = false, emptyText }: Props) {
  const loggedIn = isLoggedIn(useUserBase().data);
  const location = useLocation();
  const back = location.pathname + location.search;
  const goodsColumns = showGoods
    ? [
        {
          title: '商品名称',
          key: 'goods',
          render: (_: unknown, r: QcReport) => <Link to={paths.goods(r.goods_id)}>{r.goods_name}</Link>,
        },
        { title: '规格', dataIndex: 'ypgg', key: 'ypgg', responsive: PHONE_HIDES },
        { title: '生产厂家', dataIndex: 'sccj', key: 'sccj', responsive: PHONE_HIDES },
      ]
    : [];
  return (
    <Table<QcReport>
      rowKey="id"
      size="middle"
      className="qc-report-table"
      data-testid="qc-report-table"
      loading={loading}
      dataSource={reports}
      pagination={pagination}
      locale={{ emptyText }}
      columns={[
        ...goodsColumns,
        { title: '批号', dataIndex: 'batch_number', key: 'batch' },
        { title: '报告编号', dataIndex: 'report_no', key: 'no', responsive: PHONE_HIDES },
        { title: '检验机构', dataIndex: 'inspector', key: 'inspector', responsive: PHONE_HIDES },
        { title: '检验日期', dataIndex: 'inspected_on', key: 'date' },
        {
          title: '结论',
          key: 'conclusion',
          render: (_, r) => <Tag color={r.conclusion === '合格' ? 'success' : 'error'}>{r.conclusion}</Tag>,
        },
        {
          title: '质检报告',
          key: 'file',
          render: (_, r) =>
            loggedIn ? (
              <a href={r.file_url} download>
                下载
              </a>
            ) : (
              <Link to={paths.loginThen(back)} className="qc-report-table__login">
                登录后查看
              </Link>
            ),
        },
      ]}
    />
  );
}
