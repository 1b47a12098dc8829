import { QRCode } from 'antd';

/** The mobile APP download QR; its own chunk, loaded when the popover first opens. */
export function AppQr({ url }: { url: string }) {
  return (
    <div className="app-qr">
      <QRCode value={url} size={128} bordered={false} />
      <p>扫码下载手机APP</p>
    </div>
  );
}
