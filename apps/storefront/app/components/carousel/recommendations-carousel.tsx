import type { TileProduct } from '~/lib/listing/tile-product';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ProductTile } from '../product/product-tile';
import { TileSkeleton } from '../product/tile-skeleton';
import { dotWindow } from './carousel-dots';
import { useInViewOnce } from './use-in-view-once';
import { SLIDE_TRACK } from './track';

/** Spec 2 §2: up to 10 slides, one per scroll, no loop; 80% / 33.3% / 25% wide; 4 placeholders while loading. */
export const RECOMMENDATION_MAX_SLIDES = 10;
const SLIDE = 'w-[80%] shrink-0 snap-start md:w-[33.333%] xl:w-[25%]';

export function RecommendationsCarousel({
  title,
  subheader,
  products,
  onView,
  onProductClick,
}: {
  title: ReactNode;
  subheader?: ReactNode;
  /** Undefined while loading. */
  products: TileProduct[] | undefined;
  onView?: () => void;
  onProductClick?: (product: TileProduct) => void;
}) {
  const intl = useIntl();
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const [current, setCurrent] = useState(0);
  const [scrollable, setScrollable] = useState(false);
  const slides = products?.slice(0, RECOMMENDATION_MAX_SLIDES);
  const section = useInViewOnce<HTMLElement>(onView, Boolean(slides?.length));

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setScrollable(el.scrollWidth > el.clientWidth + 1);
    const slide = el.firstElementChild as HTMLElement | null;
    if (slide) setCurrent(Math.round(el.scrollLeft / (slide.offsetWidth + 16)));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, slides?.length]);

  if (slides && slides.length === 0) return null;
  const goTo = (index: number) => {
    const el = track.current;
    const slide = el?.children[index] as HTMLElement | undefined;
    if (el && slide) el.scrollTo({ left: slide.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  };
  const count = slides?.length ?? 0;
  return (
    <section
      ref={section}
      className="group/carousel my-12"
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
    >
      <div className="mb-4 flex items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl font-bold">
            {title}
          </h2>
          {subheader ? <p className="text-neutral-700">{subheader}</p> : null}
        </div>
        {scrollable ? (
          <div className="flex gap-2 opacity-100 lg:opacity-0 lg:transition-opacity lg:group-hover/carousel:opacity-100 lg:focus-within:opacity-100">
            <button
              type="button"
              disabled={current <= 0}
              onClick={() => goTo(current - 1)}
              className="rounded-full border px-3 py-1 disabled:opacity-40"
              aria-label={intl.formatMessage({ id: 'carousel.previous', defaultMessage: 'Previous' })}
            >
              ‹
            </button>
            <button
              type="button"
              disabled={current >= count - 1}
              onClick={() => goTo(current + 1)}
              className="rounded-full border px-3 py-1 disabled:opacity-40"
              aria-label={intl.formatMessage({ id: 'carousel.next', defaultMessage: 'Next' })}
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
      <ul ref={track} onScroll={measure} className={SLIDE_TRACK}>
        {slides
          ? slides.map((product) => (
              <li
                key={product.productId}
                className={SLIDE}
                aria-roledescription="slide"
                onClickCapture={() => onProductClick?.(product)}
              >
                <ProductTile product={product} />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={SLIDE} aria-hidden="true">
                <TileSkeleton />
              </li>
            ))}
      </ul>
      {count > 1 ? (
        // Each dot is a 24 px target (WCAG 2.2 target size); its colour fills only the 10 px inside the padding.
        <div className="mt-1 flex justify-center">
          {dotWindow(count, current).map((index) => (
            <button
              key={index}
              type="button"
              disabled={!scrollable}
              onClick={() => goTo(index)}
              aria-current={index === current ? 'true' : undefined}
              aria-label={intl.formatMessage(
                { id: 'carousel.go_to', defaultMessage: 'Go to slide {number}' },
                { number: index + 1 },
              )}
              className={`size-6 rounded-full bg-clip-content p-[7px] disabled:opacity-40 ${index === current ? 'bg-ink' : 'bg-neutral-300'}`}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
