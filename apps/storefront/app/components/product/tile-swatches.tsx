import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * Colours a tile shows before its 'More' toggle (spec 2 §4 caps them and adds the toggle but gives no
 * number). Four fit a two-column phone grid with the toggle beside them on one line.
 */
export const MAX_SWATCHES = 4;

type Colour = { value: string; name: string; swatch?: { link: string } };

/**
 * A tile's colour swatches: the first MAX_SWATCHES (and the colour shown, wherever it is), then
 * a 'More' / 'Less' toggle for the rest (spec 2 §4). Picking a swatch shows that colour.
 */
export function TileSwatches({
  colours,
  selected,
  onSelect,
  describedBy,
}: {
  colours: readonly Colour[];
  selected: string | undefined;
  onSelect: (colour: string) => void;
  /** The tile's name: a listing holds many 'More' buttons, each says whose colours it shows. */
  describedBy: string;
}) {
  const intl = useIntl();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const capped = colours.length > MAX_SWATCHES;
  const shown =
    expanded || !capped ? colours : colours.filter((c, index) => index < MAX_SWATCHES || c.value === selected);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <ul
        id={listId}
        className="flex flex-wrap items-center gap-1.5"
        aria-label={intl.formatMessage({ id: 'tile.colours', defaultMessage: 'Colors' })}
      >
        {shown.map((c) => (
          <li key={c.value}>
            <button
              type="button"
              onClick={() => onSelect(c.value)}
              aria-pressed={c.value === selected}
              aria-label={c.name}
              className="block size-6 rounded-full border border-neutral-300 p-0.5 aria-pressed:ring-2 aria-pressed:ring-ink"
            >
              {c.swatch ? (
                // Lazy: a listing has about 140 swatches, most of them below the fold.
                <img
                  src={c.swatch.link}
                  alt=""
                  width={20}
                  height={20}
                  loading="lazy"
                  decoding="async"
                  className="size-full rounded-full"
                />
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {capped ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={describedBy}
          onClick={() => setExpanded((open) => !open)}
          className="min-h-6 px-1 text-xs font-medium text-neutral-800 underline underline-offset-2 hover:text-ink"
        >
          {expanded
            ? intl.formatMessage({ id: 'tile.swatches.less', defaultMessage: 'Less' })
            : intl.formatMessage({ id: 'tile.swatches.more', defaultMessage: 'More' })}
        </button>
      ) : null}
    </div>
  );
}
