import type { NavigationTiles as NavigationTilesFields } from '@ridgeline/sdk';
import { useId } from 'react';
import { CARD_WIDTHS, ContentImg } from '../content-image';
import { ContentLink } from '../content-link';
import type { Delivered } from './delivered';

/** Navigation tile grid (spec 3 §3.8): picture tiles with a label, each a way into the catalogue. */
export function NavigationTiles({ block }: { block: Delivered<NavigationTilesFields> }) {
  const titleId = useId();
  const tiles = block.childTiles ?? [];
  if (tiles.length === 0) return null;
  return (
    <nav
      aria-labelledby={block.headerText ? titleId : undefined}
      aria-label={block.headerText ? undefined : block._meta.name}
      className="mx-auto my-10 max-w-[97.5rem] px-4"
    >
      {block.headerText ? (
        <h2 id={titleId} className="mb-4 text-2xl font-bold">
          {block.headerText}
        </h2>
      ) : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {tiles.map((tile, i) => (
          <li key={i}>
            {/* The label names the link: alternative text that only repeats it would be read twice. */}
            <ContentLink link={tile.link} className="group block">
              <ContentImg
                image={tile.image}
                alt={tile.altText === tile.text ? '' : tile.altText}
                widths={CARD_WIDTHS}
                sizes="(min-width: 992px) 25vw, (min-width: 768px) 33vw, 50vw"
                className="aspect-square w-full rounded object-cover"
              />
              <span className="mt-2 block text-center font-semibold group-hover:underline">{tile.text}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
