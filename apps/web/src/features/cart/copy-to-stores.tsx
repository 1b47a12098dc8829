import { useState } from 'react';
import { Button, Checkbox, Modal } from 'antd';
import { useStores } from '../../api/use-stores.ts';
import { useCopyToStores } from './use-cart.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/**
 * 复制到其他门店 (POST /api/cart/copy): a multi-store company puts the ticked lines into other stores'
 * carts. Each store's own licences and business scope are checked by the server; all or nothing.
 */
export function CopyToStores({ ids }: { ids: number[] }) {
  const { message } = useFeedback();
  const stores = useStores();
  const others = (stores.data ?? []).filter((s) => s.is_current === 0);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const copyLines = useCopyToStores();
  if (others.length === 0) return null;
  const copy = () =>
    copyLines.mutate(
      { ids, other_user_ids: chosen },
      {
        onSuccess: () => {
          void message.success(`已复制到 ${chosen.length} 个门店的购物车`);
          setOpen(false);
          setChosen([]);
        },
      },
    );
  return (
    <>
      <Button type="link" disabled={ids.length === 0} onClick={() => setOpen(true)} data-testid="copy-to-stores">
        复制到其他门店
      </Button>
      <Modal
        title="复制选中商品到其他门店"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={copy}
        okText="复制"
        okButtonProps={{ disabled: chosen.length === 0, loading: copyLines.isPending }}
      >
        <p>已选 {ids.length} 件商品，复制到：</p>
        <Checkbox.Group
          value={chosen}
          onChange={(v) => setChosen(v as number[])}
          options={others.map((s) => ({
            value: s.id,
            label: `${s.company}${s.is_passed ? '' : '（资质未审核）'}`,
            disabled: s.is_passed === 0,
          }))}
        />
      </Modal>
    </>
  );
}
