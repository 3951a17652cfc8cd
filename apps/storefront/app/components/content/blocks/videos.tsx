import type { ContentVideoSource, VideoHero as VideoHeroFields, Video as VideoFields } from '@ridgeline/sdk';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { buttonClass, HORIZONTAL_PLACE, SPACE_BELOW, TEXT_ALIGN, VERTICAL_PLACE } from '../block-styles';
import { CallsToAction } from '../call-to-action';
import { fontClass } from '../content-colours';
import { contentImageLink, HERO_WIDTHS } from '../content-image';
import { usePrefersReducedMotion } from '../use-rotation';
import { imageUrl } from '~/lib/images/image-url';
import type { Delivered } from './delivered';

/** The poster's address at a hero's width. */
const poster = (image: Parameters<typeof contentImageLink>[0]) => {
  const link = contentImageLink(image);
  return link ? imageUrl(link, { width: HERO_WIDTHS[3] }) : undefined;
};

function Sources({ video }: { video: ContentVideoSource }) {
  return (
    <>
      <source src={video.url} type={video.mimeType ?? 'video/mp4'} />
      {video.captionsUrl ? <track kind="captions" src={video.captionsUrl} default /> : null}
    </>
  );
}

/**
 * Video hero: a muted, looping video behind the copy. It plays only after hydration and never for
 * a visitor who asks for less motion (the poster shows instead); a button pauses it (WCAG 2.2.2).
 */
export function VideoHero({ block }: { block: Delivered<VideoHeroFields> }) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video || reducedMotion) return;
    // A browser may refuse to play (data saver); the poster stays then.
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, [reducedMotion]);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (playing) {
      video.pause();
      setPlaying(false);
    } else
      void video.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
  };
  const layout = block.layout;
  if (!block.video) return null;
  return (
    <section
      className={`relative flex min-h-[28rem] flex-col overflow-hidden md:min-h-[36rem] ${SPACE_BELOW[block.spaceBelow ?? 'none']} ${VERTICAL_PLACE[layout?.verticalAlignment ?? 'Middle']} ${HORIZONTAL_PLACE[layout?.horizontalAlignment ?? 'Center']}`}
    >
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="metadata"
        poster={poster(block.posterImage)}
        aria-label={block.altText || undefined}
        aria-hidden={block.altText ? undefined : true}
        className="absolute inset-0 size-full object-cover"
      >
        <Sources video={block.video} />
      </video>
      <div aria-hidden="true" className="absolute inset-0 bg-black/30" />
      <div
        className={`relative flex max-w-3xl flex-col gap-3 p-6 md:p-12 ${TEXT_ALIGN[layout?.horizontalAlignment ?? 'Center']} ${HORIZONTAL_PLACE[layout?.horizontalAlignment ?? 'Center']}`}
      >
        {block.preheader ? (
          <p
            className={`text-sm font-semibold uppercase tracking-wide ${fontClass(block.preheader.color ?? 'primary-inverted')}`}
          >
            {block.preheader.text}
          </p>
        ) : null}
        {block.headline ? (
          <h2 className={`text-3xl font-bold md:text-5xl ${fontClass(block.headline.color ?? 'primary-inverted')}`}>
            {block.headline.text}
          </h2>
        ) : null}
        {block.body ? <p className="text-lg text-font-primary-inverted">{block.body}</p> : null}
        <CallsToAction ctas={block.buttons} buttonClassName={buttonClass('tertiary')} />
      </div>
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-3 right-3 rounded bg-black/60 px-3 py-1.5 text-sm font-semibold text-white hover:bg-black/80"
      >
        {playing
          ? intl.formatMessage({ id: 'content.video.pause', defaultMessage: 'Pause video' })
          : intl.formatMessage({ id: 'content.video.play', defaultMessage: 'Play video' })}
      </button>
    </section>
  );
}

/** Video: a player with controls, named by its title; autoplay only muted, and never with less motion asked. */
export function Video({ block }: { block: Delivered<VideoFields> }) {
  const reducedMotion = usePrefersReducedMotion();
  if (!block.video) return null;
  const autoplay = Boolean(block.autoplay) && !reducedMotion;
  return (
    <figure className="mx-auto my-8 max-w-5xl px-4">
      <video
        controls
        playsInline
        preload="metadata"
        muted={autoplay}
        autoPlay={autoplay}
        loop={block.loop ?? false}
        poster={poster(block.posterImage)}
        aria-label={block.title}
        className="aspect-video w-full rounded bg-black"
      >
        <Sources video={block.video} />
      </video>
      {block.caption ? <figcaption className="mt-2 text-sm text-neutral-700">{block.caption}</figcaption> : null}
    </figure>
  );
}
