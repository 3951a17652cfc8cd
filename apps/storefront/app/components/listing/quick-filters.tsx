import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Refinements } from '~/lib/listing/refine-url';
import { quickFilterValues } from './quick-filter-values';
import type { Refinement } from './refinement-types';
import { useRefinementHrefs } from './use-refinement-hrefs';

/** A row of up to five one-tap filters above the grid (spec 2 §9), links like the refinement panel's. */
export function QuickFilters({
  refinements,
  selected,
  allowList,
}: {
  refinements: readonly Refinement[];
  selected: Refinements;
  allowList: readonly string[];
}) {
  const intl = useIntl();
  const hrefs = useRefinementHrefs();
  const filters = quickFilterValues(refinements, allowList, selected);
  if (filters.length === 0) return null;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'refinements.quick', defaultMessage: 'Quick filters' })}
      className="mb-4 flex flex-wrap gap-2"
    >
      {filters.map((f) => (
        <li key={`${f.attributeId}-${f.value}`}>
          <Link
            to={hrefs.toggle(f.attributeId, f.value)}
            preventScrollReset
            className="block rounded-full border border-neutral-400 px-3 py-1 text-sm hover:border-ink hover:bg-theme"
          >
            {f.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
