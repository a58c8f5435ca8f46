import { useState } from 'react';
import { Photo } from '../../shared/ui/image';

/**
 * A review's photos as square tiles, each opening the full picture. With `limit`, only the first
 * `limit` are shown and the last tile says "+N" and reveals the rest (the owner screen of spec §9).
 */
export function ReviewPhotos({
  urls,
  thumbs,
  limit,
  label = '리뷰 사진',
}: {
  urls: string[];
  thumbs: string[];
  limit?: number;
  label?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  if (urls.length === 0) return null;
  const hidden = limit !== undefined && !expanded ? Math.max(0, urls.length - limit) : 0;
  const shown = hidden > 0 ? urls.slice(0, limit) : urls;
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label={`${label} ${urls.length}장`}>
      {shown.map((url, i) => {
        const last = hidden > 0 && i === shown.length - 1;
        const photo = (
          <Photo
            src={url}
            thumb={thumbs[i]}
            alt={last ? '' : `${label} ${i + 1}`}
            sizes="(min-width: 768px) 240px, 33vw"
            width={480}
            height={480}
            className="aspect-square w-full rounded-xl"
          />
        );
        return (
          <li key={url} className="relative">
            {last ? (
              <button
                type="button"
                onClick={() => setExpanded(true)}
                className="relative block w-full overflow-hidden rounded-xl"
                aria-label={`사진 ${hidden}장 더 보기`}
              >
                {photo}
                <span
                  aria-hidden="true"
                  className="absolute inset-0 flex items-center justify-center bg-ink-900/60 text-xl font-bold text-white"
                >
                  +{hidden}
                </span>
              </button>
            ) : (
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-xl"
                aria-label={`${label} ${i + 1} 크게 보기 (새 창)`}
              >
                {photo}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
