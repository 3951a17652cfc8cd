import { FormattedMessage, useIntl } from 'react-intl';
import { LockIcon } from '../ui/icons';

/**
 * New (green) from c_isNew, Sale (yellow) from c_isSale, and 'Member Exclusive' with a lock when a
 * member-exclusive promotion covers the product (spec 2 §2). Technology badges arrive with the tile issue.
 */
export function Badges({
  isNew,
  isSale,
  memberExclusive = false,
}: {
  isNew: boolean;
  isSale: boolean;
  memberExclusive?: boolean;
}) {
  const intl = useIntl();
  if (!isNew && !isSale && !memberExclusive) return null;
  return (
    <ul
      className="flex flex-wrap gap-1"
      aria-label={intl.formatMessage({ id: 'badge.list', defaultMessage: 'Badges' })}
    >
      {isNew ? (
        <li className="rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">
          <FormattedMessage id="badge.new" defaultMessage="New" />
        </li>
      ) : null}
      {isSale ? (
        <li className="rounded bg-yellow-300 px-1.5 py-0.5 text-xs font-bold text-neutral-950">
          <FormattedMessage id="badge.sale" defaultMessage="Sale" />
        </li>
      ) : null}
      {memberExclusive ? (
        <li className="flex items-center gap-1 rounded bg-blue-800 px-1.5 py-0.5 text-xs font-bold text-white">
          <LockIcon />
          <FormattedMessage id="badge.member_exclusive" defaultMessage="Member Exclusive" />
        </li>
      ) : null}
    </ul>
  );
}
