import { imageUrl, TILE_IMAGE } from '~/lib/images/image-url';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChevronDownIcon, CloseIcon } from '../ui/icons';
import { CompareDrawer } from './compare-drawer';
import { useCompare } from './compare-provider';

/**
 * The compare tray along the bottom of listings (spec 2 §2): collapsed or expanded; when the list
 * empties it collapses (spec 2 §2, "auto-collapses when empty") and, holding nothing, is hidden
 * until a product is added again. Opens the compare drawer.
 */
export function CompareTray() {
  const intl = useIntl();
  const { items, remove, clear } = useCompare();
  const [expanded, setExpanded] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Emptied, not empty: the list is empty too before the stored one is read, and that must not collapse it.
  const had = useRef(0);
  useEffect(() => {
    if (items.length === 0 && had.current > 0) {
      setExpanded(false);
      setDrawerOpen(false);
    }
    had.current = items.length;
  }, [items.length]);
  if (items.length === 0) return null;
  return (
    <>
      <section
        aria-labelledby="compare-tray-title"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-neutral-300 bg-white shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
      >
        <div className="mx-auto flex max-w-[97.5rem] items-center gap-4 px-4 py-2">
          <h2 id="compare-tray-title" className="font-semibold">
            <FormattedMessage
              id="compare.tray.title"
              defaultMessage="Compare Products ({count})"
              values={{ count: items.length }}
            />
          </h2>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls="compare-tray-items"
            onClick={() => setExpanded((e) => !e)}
            className="rounded p-1 hover:bg-theme"
            aria-label={intl.formatMessage(
              expanded
                ? { id: 'compare.tray.collapse', defaultMessage: 'Collapse compare tray' }
                : { id: 'compare.tray.expand', defaultMessage: 'Expand compare tray' },
            )}
          >
            <ChevronDownIcon className={expanded ? '' : 'rotate-180'} />
          </button>
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              onClick={clear}
              className="rounded border border-ink px-3 py-1.5 text-sm font-semibold"
            >
              <FormattedMessage id="compare.clear_all" defaultMessage="Clear All" />
            </button>
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              className="rounded bg-brand px-3 py-1.5 text-sm font-semibold text-white"
            >
              <FormattedMessage id="compare.open" defaultMessage="Compare" />
            </button>
          </div>
        </div>
        {expanded ? (
          <ul id="compare-tray-items" className="mx-auto flex max-w-[97.5rem] gap-3 overflow-x-auto px-4 pb-3">
            {items.map((item) => (
              <li key={item.productId} className="relative w-24 shrink-0">
                {item.image ? (
                  <img
                    src={imageUrl(item.image.link, { width: 200, ...TILE_IMAGE })}
                    alt=""
                    width={96}
                    height={101}
                    className="aspect-[496/521] w-full rounded bg-neutral-100"
                  />
                ) : null}
                <p className="mt-1 line-clamp-2 text-xs">{item.productName}</p>
                <button
                  type="button"
                  onClick={() => remove(item.productId)}
                  className="absolute right-1 top-1 rounded-full bg-white p-0.5 shadow"
                  aria-label={intl.formatMessage(
                    { id: 'compare.remove', defaultMessage: 'Remove {name} from compare' },
                    { name: item.productName },
                  )}
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <CompareDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </>
  );
}
