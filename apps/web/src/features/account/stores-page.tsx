import { Button, Table, Tag } from 'antd';
import { useStores, useSwitchStore, type Store } from '../../api/use-stores.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { StoreForm } from '../../components/store-form/store-form.tsx';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/**
 * /ddgl: the stores of my company. The head account adds stores and switches to them; a store account
 * only sees the list (it cannot switch to the head or a sibling: log out and log in as the head).
 */
export function StoresPage() {
  const { modal } = useFeedback();
  const stores = useStores();
  const switchStore = useSwitchStore();
  const current = stores.data?.find((s) => s.is_current);
  const atHead = Boolean(current?.is_head);

  const switchTo = (store: Store) =>
    modal.confirm({
      title: '切换门店',
      content: `切换到「${store.company}」后，购物车、订单和地址都将是该门店的。`,
      // A new session: reload so nothing of the previous store stays on screen.
      onOk: () => switchStore.mutateAsync(store.id).then(() => window.location.reload()),
    });

  return (
    <AccountShell title="多门店管理">
      <Table<Store>
        className="store-list"
        rowKey="id"
        size="small"
        pagination={false}
        loading={stores.isLoading}
        dataSource={stores.data ?? []}
        rowClassName={(s) => (s.is_current ? 'is-current' : '')}
        columns={[
          {
            title: '门店名称',
            render: (_, s) => (
              <>
                {s.company} {s.is_head ? <Tag color="red">总部</Tag> : null}{' '}
                {s.is_current ? <Tag color="blue">当前</Tag> : null}
              </>
            ),
          },
          { title: '联系人', render: (_, s) => `${s.name} ${s.mobile}` },
          { title: '地址', render: (_, s) => `${s.region} ${s.address}` },
          {
            title: '资质',
            render: (_, s) => (s.is_passed ? <Tag color="success">已审核</Tag> : <Tag color="warning">未审核</Tag>),
          },
          {
            title: '操作',
            render: (_, s) =>
              atHead && !s.is_current ? (
                <Button size="small" onClick={() => switchTo(s)}>
                  切换到此门店
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      {atHead ? (
        <section className="member-section">
          <h3>添加门店</h3>
          <StoreForm />
        </section>
      ) : (
        current && (
          <p className="member-section store-list__hint">当前为门店账号，添加门店或切换门店请退出后用总部账号登录。</p>
        )
      )}
    </AccountShell>
  );
}
