import { Button } from 'antd';
import { HeartOutlined } from '@ant-design/icons';
import { useFavoriteChange } from '../../api/use-favorites.ts';
import { useFavoriteAddedDialog } from './use-favorite-added-dialog.ts';

/**
 * '收藏' on a goods card or list row. Lists do not know which goods are favourites already, so it only
 * adds (adding twice keeps one); the '收藏成功' dialog leads to /star, where favourites are managed.
 */
export function FavoriteButton({ goodsId, compact = false }: { goodsId: number; compact?: boolean }) {
  const showAdded = useFavoriteAddedDialog();
  const change = useFavoriteChange();
  const onClick = () => change.mutate({ add: true, ids: [goodsId] }, { onSuccess: showAdded });
  return (
    <Button
      size="small"
      type={compact ? 'text' : 'default'}
      icon={<HeartOutlined />}
      loading={change.isPending}
      onClick={onClick}
      data-testid="card-favorite"
      title="收藏"
    >
      {compact ? null : '收藏'}
    </Button>
  );
}
