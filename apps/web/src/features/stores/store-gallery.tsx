import { useState } from 'react';
import { cx } from '../../shared/ui/cx';
import { Photo } from '../../shared/ui/image';

/** The store's photos: the first is the main one (spec §2); the others switch it. */
export function StoreGallery({ name, images, thumbs }: { name: string; images: string[]; thumbs: string[] }) {
  const [selected, setSelected] = useState(0);
  return (
    <div className="flex flex-col gap-2">
      <div className="aspect-[16/10] overflow-hidden rounded-2xl sm:aspect-[16/9]">
        <Photo
          src={images[selected] ?? null}
          thumb={null}
          alt={`${name} 사진 ${selected + 1}`}
          eager
          width={1120}
          height={630}
          className="size-full"
        />
      </div>
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label="사진 목록">
          {images.map((image, i) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={`${i + 1}번째 사진 보기`}
                aria-pressed={i === selected}
                className={cx(
                  'block overflow-hidden rounded-xl border-2',
                  i === selected ? 'border-brand-600' : 'border-transparent',
                )}
              >
                <Photo
                  src={thumbs[i] ?? image}
                  alt=""
                  width={96}
                  height={72}
                  className="h-12 w-16 sm:h-[72px] sm:w-24"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
