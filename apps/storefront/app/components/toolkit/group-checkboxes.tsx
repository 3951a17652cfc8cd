import { FormattedMessage } from 'react-intl';

/**
 * The customer groups to simulate, one checkbox each (the toolkit's Customer groups and the
 * preview toolbar's Personalisation); `onChange` gets the new set of chosen groups.
 */
export function GroupCheckboxes({
  groups,
  chosen,
  onChange,
  legendClassName,
}: {
  groups: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  legendClassName: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={legendClassName}>
        <FormattedMessage id="toolkit.customer_groups" defaultMessage="Customer groups" />
      </legend>
      {groups.map((group) => (
        <label key={group} className="flex min-h-8 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={chosen.has(group)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(group);
              else next.delete(group);
              onChange(next);
            }}
          />
          {group}
        </label>
      ))}
    </fieldset>
  );
}
