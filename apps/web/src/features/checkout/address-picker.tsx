import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Address } from '@store/shared/api/address';
import { useAddresses } from '../../api/use-addresses.ts';
import { AddressModal } from '../../components/address-modal/address-modal.tsx';

type Props = { value: number | null; onChange: (id: number) => void; error?: string };

/** The buyer's delivery addresses as cards; the default one is chosen on arrival, a new one when added. */
export function AddressPicker({ value, onChange, error }: Props) {
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const list = useMemo(() => addresses.data ?? [], [addresses.data]);

  useEffect(() => {
    if (value !== null) return;
    const chosen = list.find((a) => a.is_default === 1) ?? list[0];
    if (chosen) onChange(chosen.id);
  }, [value, list, onChange]);

  return (
    <section className="checkout-section" data-testid="checkout-address">
      <h3 className="checkout-section__title">
        收货地址
        <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          新增收货地址
        </Button>
      </h3>
      <Spin spinning={addresses.isLoading}>
        {list.length === 0 && !addresses.isLoading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有收货地址，请新增" />
        ) : (
          <div className="address-cards" role="radiogroup" aria-label="收货地址">
            {list.map((a) => (
              <AddressCard key={a.id} address={a} selected={a.id === value} onSelect={() => onChange(a.id)} />
            ))}
          </div>
        )}
      </Spin>
      {error && <div className="checkout-error">{error}</div>}
      <AddressModal
        open={adding}
        address={null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => onChange(saved.id)}
      />
    </section>
  );
}

function AddressCard({
  address: a,
  selected,
  onSelect,
}: {
  address: Address;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`address-card${selected ? ' address-card--selected' : ''}`}
      onClick={onSelect}
    >
      <div className="address-card__who">
        <b>{a.consignee}</b> {a.mobile}
        {a.is_default === 1 && <span className="address-card__default">默认</span>}
      </div>
      <div className="address-card__where">{`${a.province} ${a.city} ${a.district} ${a.detail}`}</div>
    </button>
  );
}
