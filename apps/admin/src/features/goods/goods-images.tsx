import { useState } from 'react';
import { App, Button, Empty, Image, Popconfirm, Space, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { MAX_GOODS_IMAGE_BYTES, MAX_GOODS_IMAGES, type AdminGoodsDetail } from '@store/shared/api/admin-goods';
import { ApiError } from '../../api/client.ts';
import { useImageChange, useUploadImage } from './use-goods.ts';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const moved = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * 商品图片: the first is the one lists show. Pictures are dragged into order (or moved with the arrows,
 * which a keyboard reaches), uploaded one by one, and removed; every change is saved at once.
 */
/** A photo staff uploaded is served scaled (`?w=`); the drawn SVG pictures are small already. */
const sized = (src: string) => (src.endsWith('.svg') ? src : `${src}?w=320`);

export function GoodsImages({ goods, readOnly }: { goods: AdminGoodsDetail; readOnly: boolean }) {
  const { message } = App.useApp();
  const change = useImageChange(goods.id);
  const uploadImage = useUploadImage(goods.id);
  const [dragging, setDragging] = useState<number | null>(null);
  const images = goods.images;
  const reorder = (from: number, to: number) => {
    if (from !== to && to >= 0 && to < images.length) change.mutate({ images: moved(images, from, to) });
  };
  const upload = (file: File) => {
    if (!ACCEPT.includes(file.type)) return void message.error(`${file.name} 不是 JPG、PNG 或 WebP 图片`);
    if (file.size > MAX_GOODS_IMAGE_BYTES) return void message.error(`${file.name} 超过 2MB`);
    uploadImage.mutate(file, {
      onSuccess: () => void message.success('图片已上传'),
      onError: (error) => void message.error(error instanceof ApiError ? error.message : String(error)),
    });
  };

  return (
    <Space orientation="vertical" size="large" className="goods-images__panel">
      {!readOnly && (
        <Space>
          <Upload
            accept=".jpg,.jpeg,.png,.webp"
            multiple
            showUploadList={false}
            disabled={images.length >= MAX_GOODS_IMAGES}
            beforeUpload={(file) => {
              upload(file);
              return false;
            }}
          >
            <Button
              icon={<UploadOutlined />}
              loading={uploadImage.isPending}
              disabled={images.length >= MAX_GOODS_IMAGES}
            >
              上传图片
            </Button>
          </Upload>
          <Typography.Text type="secondary">
            JPG、PNG 或 WebP，每张不超过 2MB，最多 {MAX_GOODS_IMAGES} 张；拖动排序，第一张为主图
          </Typography.Text>
        </Space>
      )}
      {images.length === 0 ? (
        <Empty description="暂无图片" />
      ) : (
        <div className="goods-images" aria-label="商品图片">
          {images.map((src, index) => (
            <div
              key={src}
              className={`goods-images__item${dragging === index ? ' is-dragging' : ''}`}
              draggable={!readOnly}
              onDragStart={() => setDragging(index)}
              onDragEnd={() => setDragging(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragging !== null) reorder(dragging, index);
                setDragging(null);
              }}
            >
              {/* The list shows the server's 320 px variant; the preview opens the upload itself. */}
              <Image src={sized(src)} preview={{ src }} alt={`图片 ${index + 1}`} />
              <Typography.Text type={index === 0 ? 'success' : 'secondary'}>
                {index === 0 ? '主图' : `第 ${index + 1} 张`}
              </Typography.Text>
              {!readOnly && (
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowLeftOutlined />}
                    disabled={index === 0 || change.isPending}
                    onClick={() => reorder(index, index - 1)}
                    aria-label="前移"
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowRightOutlined />}
                    disabled={index === images.length - 1 || change.isPending}
                    onClick={() => reorder(index, index + 1)}
                    aria-label="后移"
                  />
                  <Popconfirm title="删除这张图片？" onConfirm={() => change.mutate({ image: src })}>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="删除" />
                  </Popconfirm>
                </Space>
              )}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
