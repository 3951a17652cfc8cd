import type { ImageGroup } from '@ridgeline/sdk';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { GALLERY_IMAGE, GALLERY_SIZES, GALLERY_WIDTH, GALLERY_WIDTHS, imageUrl, srcSet } from '~/lib/images/image-url';

/** A thumbnail is a quarter of the gallery (about 90 to 150 px wide): drawn 200 px wide, in the format the browser takes. */
const THUMBNAIL_WIDTH = 200;

export function Gallery({ groups, colour }: { groups: ImageGroup[]; colour?: string }) {
  const intl = useIntl();
  const large = groups.filter((g) => g.viewType === 'large');
  const group = large.find((g) => g.variationAttributes?.[0]?.values.some((v) => v.value === colour)) ?? large[0];
  const images = group?.images ?? [];
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="aspect-[496/521] w-full rounded bg-neutral-100" />;
  return (
    <div className="flex flex-col gap-3">
      <img
        src={imageUrl(current.link, { width: GALLERY_WIDTH, ...GALLERY_IMAGE })}
        srcSet={srcSet(current.link, GALLERY_WIDTHS, GALLERY_IMAGE)}
        sizes={GALLERY_SIZES}
        alt={current.alt}
        width={GALLERY_WIDTH}
        height={Math.round((GALLERY_WIDTH * 521) / 496)}
        fetchPriority="high"
        className="aspect-[496/521] w-full rounded bg-neutral-100 object-cover"
      />
      {images.length > 1 ? (
        <ul
          className="grid grid-cols-4 gap-2"
          aria-label={intl.formatMessage({ id: 'gallery.thumbnails', defaultMessage: 'Product images' })}
        >
          {images.map((image, i) => (
            <li key={image.link}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                aria-label={intl.formatMessage(
                  { id: 'gallery.show', defaultMessage: 'Show image {number}' },
                  { number: i + 1 },
                )}
                className="block w-full overflow-hidden rounded border-2 border-transparent aria-pressed:border-ink"
              >
                <img
                  src={imageUrl(image.link, { width: THUMBNAIL_WIDTH, ...GALLERY_IMAGE })}
                  alt=""
                  width={120}
                  height={126}
                  loading="lazy"
                  className="aspect-[496/521] w-full bg-neutral-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
