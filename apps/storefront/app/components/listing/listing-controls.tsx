import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { PAGE_SIZES } from '~/lib/listing/listing-params';
import { paginationUrl } from '~/lib/urls';

/**
 * Sort and page-size selects. They navigate on change; inside a GET form so they also work
 * without JavaScript (the Apply button is then the way to submit).
 */
export function ListingControls({
  sortOptions,
  selectedSort,
  limit,
}: {
  sortOptions: { id: string; label: string }[];
  selectedSort: string;
  limit: number;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const go = (options: { sort?: string; limit?: number }) =>
    navigate(paginationUrl(location.pathname + location.search, {}, { page: 1, ...options }), {
      preventScrollReset: true,
    });
  const hidden = [...new URLSearchParams(location.search)].filter(
    ([key]) => key !== 'sort' && key !== 'limit' && key !== 'page',
  );
  return (
    <form method="get" className="flex flex-wrap items-center gap-4 text-sm">
      {hidden.map(([key, value], i) => (
        <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
      ))}
      <label className="flex items-center gap-2">
        <FormattedMessage id="listing.sort_by" defaultMessage="Sort By" />
        <select
          name="sort"
          value={selectedSort}
          onChange={(e) => go({ sort: e.target.value })}
          className="rounded border border-neutral-500 bg-white px-2 py-1.5"
        >
          {sortOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        <FormattedMessage id="listing.per_page" defaultMessage="Items per page" />
        <select
          name="limit"
          value={limit}
          onChange={(e) => go({ limit: Number(e.target.value) })}
          className="rounded border border-neutral-500 bg-white px-2 py-1.5"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1">
          <FormattedMessage id="listing.apply" defaultMessage="Apply" />
        </button>
      </noscript>
    </form>
  );
}
