import { imageUrl, isServiceImage, srcSet } from '~/lib/images/image-url';

/** A content image as delivered: a `name` on an image-service `endpoint`, or a `url` elsewhere. */
export type ContentImageField = { name?: string; endpoint?: string; url?: string };

/** Spec 3 §9: hero image widths. Every block's full-width image uses them. */
export const HERO_WIDTHS = [480, 768, 1024, 1280, 1920] as const;
/** Cards and tiles: a third of a wide screen at most, twice that on a 2× screen. */
export const CARD_WIDTHS = [320, 480, 768, 1024] as const;

/** The image's address: `/i/{endpoint}/{name}` (the image service resizes it) or its own URL. */
export function contentImageLink(image: ContentImageField | null | undefined): string | undefined {
  if (!image) return undefined;
  if (image.name && image.endpoint) return `/i/${encodeURIComponent(image.endpoint)}/${encodeURIComponent(image.name)}`;
  return image.url || undefined;
}

/**
 * An image of a block, at the widths given. Without alternative text it is decorative (alt=""),
 * as WCAG asks of an image that adds nothing a reader would miss. Lazy unless `eager`.
 */
export function ContentImg({
  image,
  alt,
  widths = HERO_WIDTHS,
  sizes = '100vw',
  eager = false,
  fetchPriority,
  className,
}: {
  image: ContentImageField | null | undefined;
  alt: string | undefined;
  widths?: readonly number[];
  sizes?: string;
  eager?: boolean;
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
}) {
  const link = contentImageLink(image);
  if (!link) return null;
  const largest = widths.at(-1) ?? 1280;
  return (
    <img
      src={imageUrl(link, { width: largest })}
      srcSet={srcSet(link, widths)}
      sizes={sizes}
      alt={alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={fetchPriority}
      className={className}
    />
  );
}

/**
 * A full-width picture: cropped 4:5 on phones and 16:9 from md up, at spec 3 §9's hero widths.
 * `priority` is the block's fetchPriority: high loads it at once (the page's largest paint).
 */
export function HeroPicture({
  image,
  alt,
  priority = 'auto',
  className = '',
}: {
  image: ContentImageField | null | undefined;
  alt: string | undefined;
  priority?: 'high' | 'low' | 'auto';
  className?: string;
}) {
  const link = contentImageLink(image);
  if (!link) return null;
  return (
    <picture>
      {isServiceImage(link) ? (
        <source media="(min-width: 768px)" srcSet={srcSet(link, HERO_WIDTHS, { aspect: '16:9' })} sizes="100vw" />
      ) : null}
      <img
        src={imageUrl(link, { width: 768, aspect: '4:5' })}
        srcSet={srcSet(link, HERO_WIDTHS, { aspect: '4:5' })}
        sizes="100vw"
        alt={alt ?? ''}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        decoding={priority === 'high' ? 'sync' : 'async'}
        fetchPriority={priority === 'auto' ? undefined : priority}
        className={`aspect-[4/5] w-full object-cover md:aspect-[16/9] ${className}`}
      />
    </picture>
  );
}
