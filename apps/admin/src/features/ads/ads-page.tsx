import { useState } from 'react';
import { App, Button, Card, Image, Popconfirm, Select, Space, Tag, Upload } from 'antd';
import type { AdminAd } from '@store/shared/api/ads-admin';
import { AD_POSITION_NAMES, AD_POSITIONS, type AdPosition } from '@store/shared/api/promotions';
import { AdModal } from './ad-modal.tsx';
import { useAdImage, useAds, useDeleteAd } from './use-ads.ts';
import './ads.css';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { ServerTable } from '../../components/server-table.tsx';

const STATE = { upcoming: ['blue', '未开始'], running: ['green', '展示中'], ended: ['default', '已结束'] } as const;

/** 营销 → 广告位: each slot's ads with picture, link, schedule and order; upload a picture, edit, delete. */
export function AdsPage() {
  const { message } = App.useApp();
  const [position, setPosition] = useState<AdPosition | undefined>();
  const [page, setPage] = useState(1);
  const list = useAds(position, page);
  const remove = useDeleteAd();
  const image = useAdImage();
  const [editing, setEditing] = useState<AdminAd | 'new' | undefined>();

  return (
    <Card
      title="广告位"
      extra={
        <ListToolbar create={{ label: '新建广告', onClick: () => setEditing('new') }}>
          <Select<AdPosition>
            className="ads-page__position"
            placeholder="全部广告位"
            allowClear
            value={position}
            onChange={(value) => {
              setPosition(value);
              setPage(1);
            }}
            options={AD_POSITIONS.map((p) => ({ value: p, label: AD_POSITION_NAMES[p] }))}
          />
        </ListToolbar>
      }
    >
      <ServerTable<AdminAd>
        list={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            title: '图片',
            dataIndex: 'image',
            render: (src: string, ad) => (
              <Image src={src} alt={ad.title} width={120} height={40} className="ads-page__thumb" />
            ),
          },
          { title: '广告位', dataIndex: 'position_name' },
          { title: '标题', dataIndex: 'title' },
          { title: '链接', dataIndex: 'url', render: (url: string) => url || <Tag>无链接</Tag> },
          {
            title: '时间',
            key: 'schedule',
            render: (_, ad) => `${ad.starts_at ?? '即时'} 至 ${ad.ends_at ?? '长期'}`,
          },
          { title: '排序', dataIndex: 'sort', align: 'right' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: AdminAd['state']) => <Tag color={STATE[state][0]}>{STATE[state][1]}</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, ad) => (
              <Space size={0}>
                <Upload
                  accept="image/jpeg,image/png,image/webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    image
                      .mutateAsync({ id: ad.id, file })
                      .then(() => void message.success('图片已上传'))
                      .catch((error: Error) => void message.error(error.message));
                    return false;
                  }}
                >
                  <Button type="link" size="small">
                    上传图片
                  </Button>
                </Upload>
                <Button type="link" size="small" onClick={() => setEditing(ad)}>
                  编辑
                </Button>
                <Popconfirm
                  title={`删除广告“${ad.title}”？`}
                  okText="删除"
                  onConfirm={() => remove.mutateAsync(ad.id).then(() => void message.success('已删除'))}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <AdModal ad={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
