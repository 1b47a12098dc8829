import { useId, useState } from 'react';
import { Alert, App, Button, Modal, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { MAX_IMPORT_BYTES, type ImportReport } from '@store/shared/api/admin-goods';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';
import './import-report.css';

type Props = {
  label: string;
  /** Sends the picked .xlsx; answers the server's report. */
  upload: UseMutationResult<ImportReport, Error, File>;
  /** The report's headline: what was done, or how many rows stopped it. */
  summary: (report: ImportReport) => string;
  /** Shown under a refused import: how to fix and retry. */
  retryHint: string;
  /** Shown while the server works on the file (a big import takes a while): what to expect. */
  pendingHint?: string;
};

/**
 * An .xlsx import whose server applies every row or none: the report (row, column, message) is shown, so
 * the operator fixes the named rows and imports the same file again.
 */
export function ImportReportButton({ label, upload, summary, retryHint, pendingHint }: Props) {
  const { message } = App.useApp();
  const pendingKey = useId();
  const [report, setReport] = useState<ImportReport | null>(null);
  const send = (file: File) => {
    if (pendingHint) void message.open({ key: pendingKey, type: 'loading', content: pendingHint, duration: 0 });
    upload.mutate(file, {
      onSuccess: setReport,
      onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
      onSettled: () => message.destroy(pendingKey),
    });
  };

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
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {upload.isPending ? '正在导入…' : label}
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
              type={report.applied ? 'success' : 'error'}
              showIcon
              title={summary(report)}
              description={report.applied ? undefined : retryHint}
            />
            {report.errors.length > 0 && (
              <Table
                className="import-report__errors"
                size="small"
                rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
                dataSource={report.errors}
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
