import { MAX_IMPORT_ROWS } from '@store/shared/api/admin-goods';
import { ImportReportButton } from '../../components/import-report-button.tsx';
import { useImportGoods } from './use-goods.ts';

/** 导入: an .xlsx in the export's columns, matched to goods by 商品ID or 批准文号 + 规格. */
export function ImportButton() {
  return (
    <ImportReportButton
      label="导入"
      upload={useImportGoods()}
      summary={(report) =>
        report.applied
          ? `导入完成：新增 ${report.created}，更新 ${report.updated}，未变 ${report.unchanged}`
          : `有 ${new Set(report.errors.map((e) => e.row)).size} 行有误，未导入任何商品`
      }
      retryHint={`改正下列各行后重新导入同一个表格即可（按商品ID或批准文号+规格匹配，不会重复新增；每次最多 ${MAX_IMPORT_ROWS} 行）。`}
      pendingHint="正在导入…数万行的表格约需一分钟，请勿关闭页面"
    />
  );
}
