import { useState } from 'react';
import { Button, List, Tabs } from 'antd';
import { useMarkRead, useMessages, type Message } from './use-messages.ts';
import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { formatTime } from '@store/shared/rules/store-time';
import './account.css';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

const PAGE_SIZE = 10;

/** /wdxx: unread / all tabs; opening a message marks it read; '全部已读' marks them all. */
export function MessagesPage() {
  const [tab, setTab] = useState<'unread' | 'all'>('unread');
  const [page, setPage] = useState(1);
  const { modal } = useFeedback();
  const messages = useMessages(page, PAGE_SIZE, tab === 'unread' ? 0 : undefined);
  const markRead = useMarkRead();

  // In a dialog: on the unread tab the message leaves the list as soon as it is marked read.
  const open = (m: Message) => {
    modal.info({ title: m.title, content: <div className="message-item__content">{m.content}</div>, width: 560 });
    if (!m.is_read) markRead.mutate(m.id);
  };

  return (
    <AccountShell
      title="我的消息"
      extra={
        <Button
          onClick={() => markRead.mutate(undefined)}
          loading={markRead.isPending && markRead.variables === undefined}
          disabled={!messages.data?.unread}
        >
          全部已读
        </Button>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as 'unread' | 'all');
          setPage(1);
        }}
        items={[
          { key: 'unread', label: `未读消息${messages.data ? `（${messages.data.unread}）` : ''}` },
          { key: 'all', label: '全部消息' },
        ]}
      />
      <List<Message>
        loading={messages.isLoading}
        dataSource={messages.data?.data ?? []}
        locale={{ emptyText: tab === 'unread' ? '没有未读消息' : '暂无消息' }}
        pagination={
          (messages.data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: messages.data?.total,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
        renderItem={(m) => (
          <List.Item
            className={m.is_read ? 'message-item' : 'message-item is-unread'}
            extra={<span className="message-item__time">{formatTime(m.created_at)}</span>}
          >
            <List.Item.Meta
              title={
                <a className="message-item__title" onClick={() => open(m)}>
                  {!m.is_read && <span className="message-item__dot" />}
                  {m.title}
                </a>
              }
              description={
                <span className="message-item__preview">
                  {m.content.slice(0, 60)}
                  {m.content.length > 60 ? '…' : ''}
                </span>
              }
            />
          </List.Item>
        )}
      />
    </AccountShell>
  );
}
