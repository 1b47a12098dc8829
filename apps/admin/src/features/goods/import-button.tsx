import { useState } from 'react';
import { Alert, App, Button, Modal, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ImportReport } from '@store/shared/api/admin-goods';
import { ApiError } from '../../api/client.ts';
import { useImportGoods } from './use-goods.ts';

/**
 * 导入: an .xlsx in the export's columns. The server applies every row or none; its report (row, column,
 * message) is shown so the operator fixes the named rows and imports the same file again.
 */
export function ImportButton() {
  const { message } = App.useApp();
  const importGoods = useImportGoods();
  const [report, setReport] = useState<{ report: ImportReport; msg: string } | null>(null);

  const send = (file: File) =>
    importGoods.mutate(file, {
      onSuccess: (answer) =>
        setReport({
          report: answer,
          msg: answer.applied
            ? `导入完成：新增 ${answer.created}，更新 ${answer.updated}，未变 ${answer.unchanged}`
            : `有 ${new Set(answer.errors.map((e) => e.row)).size} 行有误，未导入任何商品`,
        }),
      onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
    });

  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > MAX_IMPORT_BYTES) void message.error(`表格不能超过 ${MAX_IMPORT_BYTES / 1024 / 1024}MB`);
          else send(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importGoods.isPending}>
          导入
        </Button>
      </Upload>
      <Modal
        title="导入结果"
        open={report !== null}
        onCancel={() => setReport(null)}
        footer={<Button onClick={() => setReport(null)}>知道了</Button>}
        width={720}
      >
        {report && (
          <>
            <Alert
              type={report.report.applied ? 'success' : 'error'}
              showIcon
              title={report.msg}
              description={
                report.report.applied
                  ? undefined
                  : `改正下列各行后重新导入同一个表格即可（按商品ID或批准文号+规格匹配，不会重复新增；每次最多 ${MAX_IMPORT_ROWS} 行）。`
              }
            />
            {report.report.errors.length > 0 && (
              <Table
                className="goods-import__errors"
                size="small"
                rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
                dataSource={report.report.errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  { title: '行号', dataIndex: 'row', width: 80 },
                  { title: '字段', dataIndex: 'field', width: 140 },
                  { title: '问题', dataIndex: 'message' },
                ]}
              />
            )}
          </>
        )}
      </Modal>
    </>
  );
}
