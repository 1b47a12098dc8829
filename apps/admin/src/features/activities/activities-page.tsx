import { useState } from 'react';
import { App, Button, Card, Image, Popconfirm, Space, Tag, Upload } from 'antd';
import type { AdminActivityRow } from '@store/shared/api/activities-admin';
import { formatTime } from '@store/shared/rules/store-time';
import { ActivityFormModal } from './activity-form-modal.tsx';
import { useActivities, useActivityChange } from './use-activities.ts';
import './activities.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATE_COLOUR = { upcoming: 'blue', running: 'green', ended: 'default', paused: 'orange' } as const;

/** 营销 → 活动: the activities (/yjh) with banner, schedule, goods and taps; new, edit, banner, pause/resume. */
export function ActivitiesPage() {
  const { message } = App.useApp();
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const list = useActivities(keywords, page);
  const change = useActivityChange();
  const [editing, setEditing] = useState<number | 'new' | undefined>();
  const done = (text: string) => () => void message.success(text);
  const failed = (error: Error) => void message.error(error.message);

  return (
    <Card
      title="活动"
      extra={
        <ListToolbar
          search={{
            placeholder: '活动名称',
            ariaLabel: '搜索活动',
            enterButton: false,
            onSearch: (value) => {
              setKeywords(value);
              setPage(1);
            },
          }}
          create={{ label: '新建活动', onClick: () => setEditing('new') }}
        />
      }
    >
      <ServerTable<AdminActivityRow>
        list={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '横幅',
            dataIndex: 'banner',
            render: (src: string, a) => (
              <Image src={src} alt={a.name} width={120} height={40} className="activities-page__thumb" />
            ),
          },
          { title: '活动名称', dataIndex: 'name' },
          {
            title: '时间',
            key: 'schedule',
            render: (_, a) => (
              <>
                {formatTime(a.starts_at)}
                <br />至 {formatTime(a.ends_at)}
              </>
            ),
          },
          { title: '商品数', dataIndex: 'goods_count', align: 'right' },
          { title: '点击', dataIndex: 'taps', align: 'right' },
          { title: '排序', dataIndex: 'sort', align: 'right' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: AdminActivityRow['state'], a) => <Tag color={STATE_COLOUR[state]}>{a.state_text}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, a) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setEditing(a.id)}>
                  编辑
                </Button>
                <Upload
                  accept="image/jpeg,image/png,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    change.mutateAsync({ kind: 'banner', id: a.id, file }).then(done('横幅已上传')).catch(failed);
                    return false;
                  }}
                >
                  <Button type="link" size="small">
                    上传横幅
                  </Button>
                </Upload>
                {a.status === 1 ? (
                  <Popconfirm
                    title={`暂停活动“${a.name}”？`}
                    description="暂停后活动页和活动链接立即不可访问"
                    okText="暂停"
                    onConfirm={() =>
                      change.mutateAsync({ kind: 'status', id: a.id, status: 0 }).then(done('活动已暂停')).catch(failed)
                    }
                  >
                    <Button type="link" size="small" danger>
                      暂停
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      change.mutateAsync({ kind: 'status', id: a.id, status: 1 }).then(done('活动已恢复')).catch(failed)
                    }
                  >
                    恢复
                  </Button>
                )}
                <Button type="link" size="small" href={`/yjh/${a.id}`} target="_blank" rel="noopener noreferrer">
                  店内查看
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing !== undefined && (
        <ActivityFormModal id={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />
      )}
    </Card>
  );
}
