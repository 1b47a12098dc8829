import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { FastBuyTab } from './fast-buy-tab.tsx';
import { ImportTab } from './import-tab.tsx';
import './quick-buy.css';

/** /kjcg 快捷采购: reorder what was bought before, or import a purchase list from the pharmacy's own system. */
export function QuickBuyPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'import' ? 'import' : 'history';
  return (
    <AccountShell title="快捷采购">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'import' ? { tab: 'import' } : {}, { replace: true })}
        items={[
          { key: 'history', label: '常购清单', children: <FastBuyTab /> },
          { key: 'import', label: '导入采购单', children: <ImportTab /> },
        ]}
      />
    </AccountShell>
  );
}
