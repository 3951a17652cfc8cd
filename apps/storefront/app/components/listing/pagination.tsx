import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paginationUrl } from '~/lib/urls';

/** Previous/next and page links; URLs follow spec 2 §2 (no page=1, no default limit or sort). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const intl = useIntl();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => paginationUrl(location.pathname + location.search, {}, { page: p });
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 2,
  );
  const linkClass = 'rounded border border-neutral-300 px-3 py-1.5 hover:bg-theme';
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'pagination.label', defaultMessage: 'Pagination' })}
      className="mt-10 flex justify-center"
    >
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={linkClass} rel="prev">
              <FormattedMessage id="pagination.previous" defaultMessage="Previous" />
            </Link>
          </li>
        ) : null}
        {pages.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - pages[i - 1]! > 1 ? <span aria-hidden="true">…</span> : null}
            {p === page ? (
              <span aria-current="page" className="rounded bg-ink px-3 py-1.5 font-semibold text-white">
                {p}
              </span>
            ) : (
              <Link
                to={href(p)}
                className={linkClass}
                aria-label={intl.formatMessage({ id: 'pagination.page', defaultMessage: 'Page {page}' }, { page: p })}
              >
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={linkClass} rel="next">
              <FormattedMessage id="pagination.next" defaultMessage="Next" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
