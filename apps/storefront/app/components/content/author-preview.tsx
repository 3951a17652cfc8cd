import type { DeliveredItem } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MATCH_COLOUR_CLASSES, matchColour, type PersonalisedMatch } from '~/lib/personalisation/slot-matches';

/** Where an author opens a block: its item in the content management API (decision 045). */
export const managementHref = (deliveryId: string) => `/api/cms/manage/items/${encodeURIComponent(deliveryId)}`;

/** A block in author preview: outlined, with a link to it in the management API (spec 3 §4.2). */
export function AuthorOverlay({ block, children }: { block: DeliveredItem; children: ReactNode }) {
  const intl = useIntl();
  const { deliveryId, name, schema } = block._meta;
  return (
    <div className="relative outline-dashed outline-2 outline-sky-700" data-author-overlay={deliveryId ?? schema}>
      {deliveryId ? (
        <a
          href={managementHref(deliveryId)}
          target="_blank"
          rel="noreferrer"
          className="absolute left-1 top-1 z-20 inline-block min-h-6 rounded bg-sky-800 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {intl.formatMessage(
            { id: 'author_preview.open', defaultMessage: '{name} ({schema})' },
            { name: name ?? deliveryId, schema },
          )}
        </a>
      ) : null}
      {children}
    </div>
  );
}

/**
 * A personalised slot's match list in author preview (spec 3 §2.10): each variant's title,
 * isDefault, match and maxReached; green for the content shown, red for no match, grey for a
 * match left out because the maximum was reached.
 */
export function MatchList({ name, matches }: { name: string; matches: readonly PersonalisedMatch[] }) {
  const intl = useIntl();
  return (
    <ul
      className="relative z-10 flex flex-wrap gap-1 bg-white/90 p-1 pt-8 text-xs"
      aria-label={intl.formatMessage({ id: 'author_preview.matches', defaultMessage: 'Matches of {name}' }, { name })}
    >
      {matches.map((m, i) => {
        const colour = matchColour(m);
        return (
          <li
            key={`${m.title}-${i}`}
            className={`rounded border px-2 py-0.5 ${MATCH_COLOUR_CLASSES[colour]}`}
            data-colour={colour}
          >
            {m.title} · isDefault {String(m.isDefault)} · match {String(m.match)} · maxReached {String(m.maxReached)}
          </li>
        );
      })}
    </ul>
  );
}

/** A block in author preview, with its personalised slot's match list when it has one (loaded only in author preview). */
export function AuthorPreviewBlock({
  block,
  matches,
  children,
}: {
  block: DeliveredItem;
  matches?: readonly PersonalisedMatch[] | undefined;
  children: ReactNode;
}) {
  return (
    <AuthorOverlay block={block}>
      {matches ? <MatchList name={block._meta.name ?? block._meta.deliveryId ?? ''} matches={matches} /> : null}
      {children}
    </AuthorOverlay>
  );
}
