import { startTransition, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { GRID_TILE_SIZES, imageUrl, srcSet, TILE_IMAGE, TILE_WIDTHS } from '~/lib/images/image-url';
import { cycle, swipeStep } from '~/lib/listing/tile-images';
import type { TileImage } from '~/lib/listing/tile-product';

/** The spinner gives up after 5 s (spec 2 §2) so a slow image never blocks the tile. */
export const TILE_SPINNER_TIMEOUT_MS = 5000;

/**
 * A tile's images: previous/next move circularly, a horizontal swipe past 50 px too.
 * A spinner shows until the image loads, or for 5 s at most.
 */
export function TileCarousel({
  images,
  eager,
  name,
  href,
}: {
  images: TileImage[];
  eager: boolean;
  name: string;
  href: string;
}) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) return <div className="aspect-[496/521] w-full bg-neutral-100" />;
  const move = (step: 1 | -1) => setIndex((i) => cycle(i, step, images.length));
  const button =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-2 py-1 text-lg leading-none shadow opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100';
  return (
    <div
      className="relative"
      onTouchStart={(e) => {
        touchStart.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(e) => {
        const start = touchStart.current;
        const end = e.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined) return;
        const step = swipeStep(end - start);
        if (step) move(step);
      }}
    >
      {/* A new image starts its own spinner: the key gives each link its own loading state. */}
      <LoadingImage key={current.link} link={current.link} href={href} first={eager && index === 0} />
      {images.length > 1 ? (
        <>
          <button
            type="button"
            className={`${button} left-2`}
            onClick={() => move(-1)}
            aria-label={intl.formatMessage(
              { id: 'tile.previous_image', defaultMessage: 'Previous image of {name}' },
              { name },
            )}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${button} right-2`}
            onClick={() => move(1)}
            aria-label={intl.formatMessage({ id: 'tile.next_image', defaultMessage: 'Next image of {name}' }, { name })}
          >
            ›
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * The picture and its spinner. Its loading state is its own: when the picture is found loaded at
 * hydration, or loads later, only this re-renders, not the tile around it (decision 030).
 */
function LoadingImage({ link, href, first }: { link: string; href: string; first: boolean }) {
  const intl = useIntl();
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TILE_SPINNER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {/* The name link below is the tile's one focusable link; this image repeats it for the mouse. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        <img
          src={imageUrl(link, { width: 600, ...TILE_IMAGE })}
          srcSet={srcSet(link, TILE_WIDTHS, TILE_IMAGE)}
          sizes={GRID_TILE_SIZES}
          alt=""
          width={496}
          height={521}
          loading={first ? 'eager' : 'lazy'}
          // The first tiles' pictures are the page's largest paint: ahead of scripts in the queue.
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          onLoad={() => setLoading(false)}
          onError={() => setLoading(false)}
          ref={(img) => {
            // Already loaded before hydration: no load event will come. A transition, so that the
            // pictures found loaded do not re-render synchronously inside hydration's commit.
            if (img?.complete) startTransition(() => setLoading(false));
          }}
          className="aspect-[496/521] w-full object-cover transition-transform group-hover:scale-[1.02]"
        />
      </Link>
      {loading ? (
        <span
          role="progressbar"
          aria-label={intl.formatMessage({ id: 'tile.loading', defaultMessage: 'Loading image' })}
          className="pointer-events-none absolute inset-0 grid place-items-center"
        >
          <span className="size-8 animate-spin rounded-full border-4 border-neutral-300 border-t-brand" />
        </span>
      ) : null}
    </>
  );
}
