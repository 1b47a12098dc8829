import { useNavigate } from 'react-router';
import { Msg } from '@store/shared/codes';
import { paths } from '../../routing/paths.ts';
import { useFeedback } from '../../lib/feedback/feedback.tsx';

/** The '收藏成功' dialog (spec §4) whose '查看我的收藏' button leads to /star. */
export function useFavoriteAddedDialog(): () => void {
  const { modal } = useFeedback();
  const navigate = useNavigate();
  return () => {
    const dialog = modal.success({
      title: Msg.FAVORITE_ADDED,
      content: '可在“我的收藏”中查看和管理已收藏的商品',
      okText: '查看我的收藏',
      closable: true,
      maskClosable: true,
      onOk: () => {
        dialog.destroy();
        navigate(paths.favorites);
      },
    });
  };
}
