import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export type Crumb = { label: string; href?: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' })}
      className="text-sm text-neutral-700"
    >
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              {item.href && !last ? (
                <Link to={item.href} className="hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
              {!last ? <span aria-hidden="true">/</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
