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
