import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Refinements } from '~/lib/listing/refine-url';
import type { Refinement, RefinementValue } from './refinement-types';
import { useRefinementHrefs } from './use-refinement-hrefs';

/**
 * Refinements as links (they work without JavaScript and keep the state in the URL), each with
 * its hit count. On a category page the category refinement links to the subcategory's page.
 */
export function RefinementPanel({
  refinements,
  selected,
  categoryHref,
}: {
  refinements: Refinement[];
  selected: Refinements;
  /** On category pages: where a category value leads. On search pages it refines in place. */
  categoryHref?: (categoryId: string) => string;
}) {
  const intl = useIntl();
  const hrefs = useRefinementHrefs();
  const href = (id: string, value: string) =>
    id === 'cgid' && categoryHref ? categoryHref(value) : hrefs.toggle(id, value);
  const visible = refinements.filter((r) => r.values.some((v) => v.hitCount > 0));
  return (
    <nav aria-label={intl.formatMessage({ id: 'refinements.label', defaultMessage: 'Filters' })}>
      {visible.map((refinement) => (
        <details key={refinement.attributeId} open className="border-b border-neutral-200 py-3">
          <summary className="cursor-pointer font-semibold">{refinement.label}</summary>
          <ul className={refinement.attributeId === 'c_color' ? 'mt-3 grid grid-cols-2 gap-2' : 'mt-3 space-y-1.5'}>
            {refinement.values
              .filter((v) => v.hitCount > 0)
              .map((value) => (
                <RefinementOption
                  key={value.value}
                  value={value}
                  attributeId={refinement.attributeId}
                  checked={selected[refinement.attributeId]?.includes(value.value) ?? false}
                  href={href(refinement.attributeId, value.value)}
                />
              ))}
          </ul>
        </details>
      ))}
      {visible.length === 0 ? (
        <p className="text-sm text-neutral-700">
          <FormattedMessage id="refinements.none" defaultMessage="No filters for these results." />
        </p>
      ) : null}
    </nav>
  );
}

function RefinementOption({
  value,
  attributeId,
  checked,
  href,
}: {
  value: RefinementValue;
  attributeId: string;
  checked: boolean;
  href: string;
}) {
  return (
    <li>
      <Link
        to={href}
        preventScrollReset
        role="checkbox"
        aria-checked={checked}
        className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-theme"
      >
        {attributeId === 'c_color' && value.presentationId ? (
          <span
            aria-hidden="true"
            className={`size-5 shrink-0 rounded-full border ${checked ? 'ring-2 ring-ink ring-offset-1' : 'border-neutral-400'}`}
            style={{ backgroundColor: `#${value.presentationId}` }}
          />
        ) : (
          <span
            aria-hidden="true"
            className={`grid size-4 shrink-0 place-items-center rounded-sm border ${checked ? 'border-ink bg-ink text-white' : 'border-neutral-500'}`}
          >
            {checked ? '✓' : ''}
          </span>
        )}
        <span>
          {value.label} <span className="text-neutral-600">({value.hitCount})</span>
        </span>
      </Link>
    </li>
  );
}
