import { App, Button, Image, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMallGoodsImage } from './use-mall.ts';

/**
 * The goods' picture as the ad slots' and goods' screens take it: a JPG/PNG/WebP uploaded (multipart) to
 * POST /api/admin/mall/goods/{id}/image, which replaces it at once. A new goods keeps the chosen file and
 * the form uploads it once the goods is created (`pending`).
 */
export function MallImageField({
  goodsId,
  image,
  pending,
  onPending,
}: {
  goodsId: number | null;
  image: string;
  pending: File | null;
  onPending: (file: File | null) => void;
}) {
  const { message } = App.useApp();
  const upload = useMallGoodsImage();
  const shown = upload.data?.image ?? image;
  return (
    <Space align="start">
      {shown ? (
        <Image src={shown} width={96} height={96} alt="积分商品图片" />
      ) : (
        <Typography.Text type="secondary">{pending ? `待上传：${pending.name}` : '暂无图片'}</Typography.Text>
      )}
      <Upload
        accept="image/jpeg,image/png,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          if (goodsId === null) onPending(file);
          else
            upload
              .mutateAsync({ id: goodsId, file })
              .then(() => void message.success('图片已上传'))
              .catch((error: Error) => void message.error(error.message));
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending}>
          {shown || pending ? '更换图片' : '上传图片'}
        </Button>
      </Upload>
      <Typography.Text type="secondary">JPG、PNG 或 WebP，2MB 以内</Typography.Text>
    </Space>
  );
}
