import { App, Button, Popconfirm, Select, Space } from 'antd';
import type { BuyerDetail } from '@store/shared/api/buyers';
import { useCan } from '../../api/use-staff.ts';
import { AdjustBalanceButton } from './adjust-balance-modal.tsx';
import { useBuyerChange, useManagers } from './use-buyers.ts';

/** What staff may do on the buyer's file: buyers.manage picks its account manager, disables or enables it; finance adjusts its balance. */
export function BuyerActions({ buyer }: { buyer: BuyerDetail }) {
  const { message } = App.useApp();
  const canManage = useCan('buyers.manage');
  const canAdjust = useCan('payments.confirm');
  const managers = useManagers(canManage);
  const { assignManager, setDisabled } = useBuyerChange(buyer.id);
  if (!canManage && !canAdjust) return null;
  const adjust = canAdjust && <AdjustBalanceButton buyerId={buyer.id} balance={buyer.wallet.balance} />;
  if (!canManage) return <Space wrap>{adjust}</Space>;
  return (
    <Space wrap>
      {adjust}
      <span>客户经理</span>
      <Select
        aria-label="客户经理"
        className="buyer-page__manager"
        placeholder="选择客服人员"
        value={buyer.manager?.staff_id ?? undefined}
        loading={managers.isLoading || assignManager.isPending}
        options={(managers.data ?? []).map((m) => ({ value: m.staff_id, label: `${m.name} ${m.mobile}` }))}
        onChange={(staffId: number) =>
          assignManager.mutate(staffId, { onSuccess: () => void message.success('已分配客户经理') })
        }
      />
      {buyer.disabled ? (
        <Button
          loading={setDisabled.isPending}
          onClick={() => setDisabled.mutate(false, { onSuccess: () => void message.success('已启用') })}
        >
          启用
        </Button>
      ) : (
        <Popconfirm
          title="停用该采购商？"
          description="停用后该采购商立即退出登录，且不能再登录下单。"
          okText="停用"
          okButtonProps={{ danger: true }}
          onConfirm={() => setDisabled.mutateAsync(true).then(() => void message.success('已停用'))}
        >
          <Button danger>停用</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
