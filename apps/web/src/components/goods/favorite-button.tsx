import { App, Button } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { Msg } from '@store/shared/codes';
import { useFavoriteChange } from '../../api/use-favorites.ts';

/**
 * '收藏' on a goods card or list row. Lists do not know which goods are favourites already, so it only
 * adds (adding twice keeps one); the '收藏成功' dialog leads to /star, where favourites are managed.
 */
export function FavoriteButton({ goodsId, compact = false }: { goodsId: number; compact?: boolean }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const change = useFavoriteChange();
  const onClick = () =>
    change.mutate({ add: true, ids: [goodsId] }, {
      onSuccess: () => {
        const dialog = modal.success({
          title: Msg.FAVORITE_ADDED,
          content: '可在“我的收藏”中查看和管理已收藏的商品',
          okText: '查看我的收藏',
          closable: true,
          maskClosable: true,
          onOk: () => {
            dialog.destroy();
            navigate('/star');
          },
        });
      },
    });
  return (
    <Button size="small" type={compact ? 'text' : 'default'} icon={<HeartOutlined />} loading={change.isPending} onClick={onClick} data-testid="card-favorite" title="收藏">
      {compact ? null : '收藏'}
    </Button>
  );
}
