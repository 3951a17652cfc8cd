import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Refinements } from '~/lib/listing/refine-url';
import { CloseIcon } from '../ui/icons';
import type { Refinement } from './refinement-types';
import { useRefinementHrefs } from './use-refinement-hrefs';

/** Chips for the chosen refinements, each removable, and Clear All. */
export function SelectedRefinements({ refinements, selected }: { refinements: Refinement[]; selected: Refinements }) {
  const intl = useIntl();
  const hrefs = useRefinementHrefs();
  const chips = Object.entries(selected).flatMap(([id, values]) =>
    values.map((value) => {
      const label =
        refinements.find((r) => r.attributeId === id)?.values.find((v) => v.value === value)?.label ?? value;
      return { id, value, label };
    }),
  );
  if (chips.length === 0) return null;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'refinements.selected', defaultMessage: 'Selected filters' })}
      className="mb-4 flex flex-wrap items-center gap-2"
    >
      {chips.map((chip) => (
        <li key={`${chip.id}-${chip.value}`}>
          <Link
            to={hrefs.toggle(chip.id, chip.value)}
            preventScrollReset
            className="flex items-center gap-1 rounded-full bg-theme px-3 py-1 text-sm"
            aria-label={intl.formatMessage(
              { id: 'refinements.remove', defaultMessage: 'Remove filter: {label}' },
              { label: chip.label },
            )}
          >
            {chip.label}
            <CloseIcon width={14} height={14} />
          </Link>
        </li>
      ))}
      <li>
        <Link to={hrefs.clearAll()} preventScrollReset className="text-sm font-semibold underline">
          <FormattedMessage id="refinements.clear_all" defaultMessage="Clear All" />
        </Link>
      </li>
    </ul>
  );
}
