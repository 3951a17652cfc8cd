import { FormattedMessage, useIntl } from 'react-intl';

/** New (green) from c_isNew, Sale (yellow) from c_isSale (spec 2 §2). Technology badges arrive with the tile issue. */
export function Badges({ isNew, isSale }: { isNew: boolean; isSale: boolean }) {
  const intl = useIntl();
  if (!isNew && !isSale) return null;
  return (
    <ul className="flex gap-1" aria-label={intl.formatMessage({ id: 'badge.list', defaultMessage: 'Badges' })}>
      {isNew ? (
        <li className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold uppercase text-white">
          <FormattedMessage id="badge.new" defaultMessage="New" />
        </li>
      ) : null}
      {isSale ? (
        <li className="rounded bg-yellow-300 px-1.5 py-0.5 text-xs font-bold uppercase text-neutral-950">
          <FormattedMessage id="badge.sale" defaultMessage="Sale" />
        </li>
      ) : null}
    </ul>
  );
}
