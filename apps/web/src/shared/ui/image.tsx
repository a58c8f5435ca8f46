import type { ImgHTMLAttributes } from 'react';

/**
 * A stored photo with its thumbnail in `srcset` (480 and 1600 pixels wide), lazy by default,
 * with a fixed aspect ratio so nothing shifts while it loads.
 */
export function Photo({
  src,
  thumb,
  alt,
  sizes = '(min-width: 1024px) 360px, 100vw',
  className,
  eager,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & {
  src: string | null | undefined;
  thumb?: string | null;
  alt: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-ink-100 text-sm text-ink-500 ${className ?? ''}`}
        role="img"
        aria-label={alt}
      >
        이미지 없음
      </div>
    );
  }
  return (
    <img
      src={thumb ?? src}
      srcSet={thumb ? `${thumb} 480w, ${src} 1600w` : undefined}
      sizes={thumb ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`bg-ink-100 object-cover ${className ?? ''}`}
      {...rest}
    />
  );
}

/** A store's small 4:3 photo beside a line of text (my-page's next booking, favourites). */
export function StoreThumb({
  src,
  thumb,
  name,
}: {
  src: string | null | undefined;
  thumb?: string | null;
  name: string;
}) {
  return (
    <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-xl sm:w-28">
      <Photo
        src={src}
        thumb={thumb}
        alt={`${name} 대표 사진`}
        sizes="112px"
        width={112}
        height={84}
        className="size-full"
      />
    </div>
  );
}
