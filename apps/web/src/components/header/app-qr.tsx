import { QRCode } from 'antd';

/** The mobile APP download QR: its own chunk, rendered in the browser when the panel first opens (it names this site's address). */
export function AppQr({ downloadUrl }: { downloadUrl: string }) {
  const url = downloadUrl ? new URL(downloadUrl, window.location.origin).href : window.location.origin;
  return (
    <div className="app-qr">
      <QRCode value={url} size={128} bordered={false} />
      <p>扫码下载手机APP</p>
    </div>
  );
}
