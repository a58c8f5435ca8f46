import { cx } from '../../shared/ui/cx';

/** A member's round profile picture, or a neutral silhouette when there is none. */
export function Avatar({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  const frame = cx('shrink-0 overflow-hidden rounded-full bg-ink-100', className);
  if (src) return <img src={src} alt={`${name}님의 프로필 사진`} className={cx(frame, 'object-cover')} />;
  return (
    <span
      className={cx(frame, 'flex items-center justify-center text-ink-300')}
      role="img"
      aria-label="프로필 사진 없음"
    >
      <svg viewBox="0 0 24 24" className="size-3/5" fill="currentColor" aria-hidden="true">
        <circle cx="12" cy="8" r="4.2" />
        <path d="M3.5 21c0-4.4 3.8-7.5 8.5-7.5s8.5 3.1 8.5 7.5Z" />
      </svg>
    </span>
  );
}
