import { useEffect, useState } from 'react';
import { Button, QRCode, Steps } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useSiteConfig } from '../../api/use-site-config.ts';
import './app-install.css';

/** Chrome's install prompt event (not in the DOM typings). */
type InstallPrompt = Event & { prompt: () => Promise<void> };

/**
 * /app (the header's 手机APP QR code leads here): the store is a web app with a manifest, so a buyer
 * installs it on the phone's home screen instead of downloading an app. Shows the QR code of the store
 * for a phone to scan, the steps for iPhone and Android, and Chrome's own install button when it offers one.
 */
export function AppInstallPage() {
  const site = useSiteConfig();
  const [prompt, setPrompt] = useState<InstallPrompt | null>(null);
  useEffect(() => {
    const offered = (event: Event) => {
      event.preventDefault();
      setPrompt(event as InstallPrompt);
    };
    window.addEventListener('beforeinstallprompt', offered);
    return () => window.removeEventListener('beforeinstallprompt', offered);
  }, []);

  return (
    <div className="container app-install" data-testid="app-install">
      <section className="app-install__intro">
        <h1>
          <MobileOutlined /> 手机采购 {site.site_title}
        </h1>
        <p>无需下载安装包：用手机浏览器打开商城，添加到主屏幕后即可像APP一样使用，随时下单、查看订单与物流。</p>
        {prompt && (
          <Button type="primary" size="large" onClick={() => void prompt.prompt()} data-testid="app-install-button">
            安装到本机
          </Button>
        )}
      </section>
      <section className="app-install__scan">
        <QRCode value={window.location.origin} size={180} />
        <p>用手机扫码打开商城</p>
      </section>
      <section className="app-install__steps">
        <h2>iPhone（Safari 浏览器）</h2>
        <Steps
          orientation="vertical"
          size="small"
          current={-1}
          items={[
            { title: '用 Safari 打开商城' },
            { title: '点底部的“分享”按钮' },
            { title: '选择“添加到主屏幕”，点“添加”' },
          ]}
        />
        <h2>安卓手机（Chrome 或手机自带浏览器）</h2>
        <Steps
          orientation="vertical"
          size="small"
          current={-1}
          items={[
            { title: '用浏览器打开商城' },
            { title: '点右上角菜单（⋮ 或 ≡）' },
            { title: '选择“添加到主屏幕”或“安装应用”' },
          ]}
        />
      </section>
    </div>
  );
}
