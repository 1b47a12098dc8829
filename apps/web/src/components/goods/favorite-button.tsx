import { useFavoriteChange } from '../../api/use-favorites.ts';
import { useFavoriteAddedDialog } from './use-favorite-added-dialog.ts';
import { Spinner } from '../spinner/spinner.tsx';
import { Glyph } from '../glyphs.tsx';
import '../plain-button/plain-button.css';

/**
 * The '收藏' heart on a goods card or list row. Lists do not know which goods are favourites already, so it only
 * adds (adding twice keeps one); the '收藏成功' dialog leads to /star, where favourites are managed. A plain
 * button drawn like antd's small text button: a listing holds dozens, and antd's Button cost each its style
 * and token work while a phone hydrated the page.
 */
export function FavoriteButton({ goodsId }: { goodsId: number }) {
  const showAdded = useFavoriteAddedDialog();
  const change = useFavoriteChange();
  const onClick = () => change.mutate({ add: true, ids: [goodsId] }, { onSuccess: showAdded });
  return (
    <button
      type="button"
      className="goods-favorite"
      onClick={onClick}
      disabled={change.isPending}
      aria-busy={change.isPending}
      data-testid="card-favorite"
      title="收藏"
      aria-label="收藏"
    >
      {change.isPending ? <Spinner className="plain-btn__spinner" /> : <Glyph name="heart" />}
    </button>
  );
}
