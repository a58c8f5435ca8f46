import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import type { LoginState } from '../lib/require-auth';
import { useSession } from '../lib/use-session';
import { cx } from '../ui/cx';
import { useToast } from '../ui/toast';
import { useFavorites, useSetFavorite } from './api';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d="M12 20s-7.5-4.6-9.2-9.4C1.7 7.4 3.9 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.1 0 5.3 2.9 4.2 6.1C19.5 15.4 12 20 12 20Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The heart (찜) of a store card and the store page. A visitor is sent to the login page, which says
 * "로그인이 필요합니다." and comes back here afterwards, as the booking page does.
 */
export function FavoriteButton({
  storeNo,
  storeName,
  className,
}: {
  storeNo: number;
  storeName: string;
  className?: string;
}) {
  const { loggedIn } = useSession();
  const favorites = useFavorites(loggedIn);
  const setFavorite = useSetFavorite();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const saved = favorites.data?.some((item) => item.storeNo === storeNo) ?? false;
  const pressed = setFavorite.isPending ? setFavorite.variables.favorite : saved;

  function toggle() {
    if (setFavorite.isPending) return;
    if (!loggedIn) {
      const state: LoginState = { from: `${location.pathname}${location.search}`, loginRequired: true };
      navigate('/login', { state });
      return;
    }
    setFavorite.mutate(
      { storeNo, favorite: !saved },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (err) =>
          toast.error(err instanceof ApiError ? err.message : '찜하지 못했어요. 잠시 후 다시 시도해주세요.'),
      },
    );
  }

  return (
    <button
      type="button"
      aria-label={`${storeName} 찜하기`}
      aria-pressed={pressed}
      aria-busy={setFavorite.isPending}
      onClick={toggle}
      className={cx(
        'inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white/95 shadow-sm transition-colors hover:bg-white aria-busy:cursor-wait',
        pressed ? 'text-danger-600' : 'text-ink-600 hover:text-danger-600',
        className,
      )}
    >
      <Heart filled={pressed} />
    </button>
  );
}
