import { Button, Card, Image, Tag } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { QUALIFICATION_STATUS_NAMES, type Licence } from '@store/shared/api/qualification';

const STATUS_COLOURS = { pending: 'processing', approved: 'success', rejected: 'error' } as const;
/** Licences ending within this many days are shown in red, to renew in time. */
export const EXPIRY_WARNING_DAYS = 30;

type Props = { name: string; licence?: Licence; onUpload: () => void };

/** One required licence: its review state, number, validity, days left and file thumbnails. */
export function LicenceCard({ name, licence, onUpload }: Props) {
  const daysLeft = licence?.days_left ?? null;
  return (
    <Card
      size="small"
      className="licence-card"
      title={name}
      extra={
        licence ? (
          <Tag color={STATUS_COLOURS[licence.status]}>{QUALIFICATION_STATUS_NAMES[licence.status]}</Tag>
        ) : (
          <Tag>未上传</Tag>
        )
      }
    >
      {licence ? (
        <>
          <p>证照编号：{licence.number}</p>
          <p>
            有效期至：{licence.valid_to ?? '长期'}
            {daysLeft !== null && (
              <span className={daysLeft < EXPIRY_WARNING_DAYS ? 'licence-card__days is-warning' : 'licence-card__days'}>
                {daysLeft < 0 ? '已过期' : `剩余 ${daysLeft} 天`}
              </span>
            )}
          </p>
          {licence.status === 'rejected' && (
            <p className="licence-card__reason">驳回原因：{licence.reject_reason || '—'}</p>
          )}
          <div className="licence-card__files">
            {licence.files.map((file) =>
              file.mime === 'application/pdf' ? (
                <a key={file.id} href={file.url} target="_blank" rel="noreferrer" className="licence-card__pdf">
                  <FilePdfOutlined /> PDF
                </a>
              ) : (
                <Image key={file.id} src={file.url} width={72} height={72} alt={name} />
              ),
            )}
          </div>
        </>
      ) : (
        <p className="licence-card__empty">尚未上传，上传后由平台审核</p>
      )}
      {licence?.status !== 'approved' && (
        <Button size="small" onClick={onUpload}>
          {licence ? '重新上传' : '去上传'}
        </Button>
      )}
    </Card>
  );
}
