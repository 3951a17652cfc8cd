import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GroupCheckboxes } from './group-checkboxes';
import {
  fromDisplay,
  qualifierPair,
  sourceCodeToApply,
  toDisplay,
  type Qualifiers,
} from '~/lib/toolkit/toolkit-context';
import { TOOL_BUTTON, TOOL_INPUT } from './staff-tool-styles';

/** One accordion of the drawer: a native disclosure (keyboard and screen readers for free). */
function Section({ title, children, open = false }: { title: ReactNode; children: ReactNode; open?: boolean }) {
  return (
    <details className="rounded border border-neutral-300" open={open}>
      <summary className="cursor-pointer px-3 py-2 font-semibold">{title}</summary>
      <div className="flex flex-col gap-2 px-3 pb-3">{children}</div>
    </details>
  );
}

function Labelled({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * Effective Date & Time: the moment the shop is seen at, shown and entered 7 hours behind UTC
 * (spec 3 §3.10); choosing a date first sets the time to 00:00:00 (spec 3 §5).
 */
export function EffectiveDateSection({
  value,
  onApply,
  onClear,
}: {
  value: string | undefined;
  onApply: (iso: string) => void;
  onClear: () => void;
}) {
  const shown = value ? toDisplay(value) : { date: '', time: '' };
  const [date, setDate] = useState(shown.date);
  const [time, setTime] = useState(shown.time);
  const [error, setError] = useState(false);
  const apply = () => {
    const iso = fromDisplay(date, time);
    setError(!iso);
    if (iso) onApply(iso);
  };
  return (
    <Section title={<FormattedMessage id="toolkit.effective_date" defaultMessage="Effective Date & Time" />} open>
      <Labelled label={<FormattedMessage id="toolkit.date" defaultMessage="Date" />}>
        {(id) => (
          <input
            id={id}
            type="date"
            className={TOOL_INPUT}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              if (!time && e.target.value) setTime('00:00:00');
            }}
          />
        )}
      </Labelled>
      <Labelled label={<FormattedMessage id="toolkit.time" defaultMessage="Time" />}>
        {(id) => (
          <input
            id={id}
            type="time"
            step={1}
            className={TOOL_INPUT}
            value={time}
            onChange={(e) => setTime(e.target.value)}
          />
        )}
      </Labelled>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id="toolkit.date_invalid" defaultMessage="Enter a date and a time." />
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className={TOOL_BUTTON} disabled={!date} onClick={apply}>
          <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
        </button>
        <button
          type="button"
          className={TOOL_BUTTON}
          onClick={() => {
            setDate('');
            setTime('');
            setError(false);
            onClear();
          }}
        >
          <FormattedMessage id="toolkit.clear" defaultMessage="Clear" />
        </button>
      </div>
    </Section>
  );
}

/** Customer groups: the engine's groups to simulate; the personalised slots follow them. */
export function CustomerGroupsSection({
  groups,
  value,
  onApply,
}: {
  groups: string[];
  value: string[];
  onApply: (groups: string[]) => void;
}) {
  const [chosen, setChosen] = useState(() => new Set(value));
  return (
    <Section title={<FormattedMessage id="toolkit.customer_groups" defaultMessage="Customer groups" />}>
      <GroupCheckboxes groups={groups} chosen={chosen} onChange={setChosen} legendClassName="sr-only" />
      <div>
        <button type="button" className={TOOL_BUTTON} onClick={() => onApply(groups.filter((g) => chosen.has(g)))}>
          <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
        </button>
      </div>
    </Section>
  );
}

/** Source Code: applied only when not blank (spec 3 §5); shown as a chip that removes it. */
export function SourceCodeSection({
  value,
  onApply,
  onRemove,
}: {
  value: string | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const code = sourceCodeToApply(text);
  return (
    <Section title={<FormattedMessage id="toolkit.source_code" defaultMessage="Source Code" />}>
      <Labelled label={<FormattedMessage id="toolkit.source_code_field" defaultMessage="Source code" />}>
        {(id) => (
          <input
            id={id}
            type="text"
            className={TOOL_INPUT}
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Labelled>
      <div>
        <button
          type="button"
          className={TOOL_BUTTON}
          disabled={!code}
          onClick={() => {
            if (!code) return;
            onApply(code);
            setText('');
          }}
        >
          {value ? (
            <FormattedMessage id="toolkit.change" defaultMessage="Change" />
          ) : (
            <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
          )}
        </button>
      </div>
      {value ? (
        <p className="flex">
          <span className="inline-flex items-center gap-1 rounded-full bg-neutral-200 py-0.5 pl-3 pr-1 text-sm">
            {value}
            <button
              type="button"
              onClick={onRemove}
              className="grid size-6 place-items-center rounded-full hover:bg-neutral-300"
              aria-label={intl.formatMessage(
                { id: 'toolkit.source_code_remove', defaultMessage: 'Remove source code {code}' },
                { code: value },
              )}
            >
              ×
            </button>
          </span>
        </p>
      ) : null}
    </Section>
  );
}

/**
 * Custom qualifiers and assignment qualifiers: a key/value list; Add only when both are non-blank
 * after trimming (spec 3 §5); each pair removable; Clear empties the list.
 */
export function QualifierSection({
  kind,
  value,
  onChange,
}: {
  kind: 'custom' | 'assignment';
  value: Qualifiers;
  onChange: (next: Qualifiers) => void;
}) {
  const intl = useIntl();
  const [key, setKey] = useState('');
  const [text, setText] = useState('');
  const pair = qualifierPair(key, text);
  const entries = Object.entries(value);
  const title =
    kind === 'custom' ? (
      <FormattedMessage id="toolkit.custom_qualifiers" defaultMessage="Custom qualifiers" />
    ) : (
      <FormattedMessage id="toolkit.assignment_qualifiers" defaultMessage="Assignment qualifiers" />
    );
  return (
    <Section title={title}>
      <div className="grid grid-cols-2 gap-2">
        <Labelled label={<FormattedMessage id="toolkit.qualifier_key" defaultMessage="Key" />}>
          {(id) => (
            <input
              id={id}
              type="text"
              className={TOOL_INPUT}
              maxLength={50}
              value={key}
              onChange={(e) => setKey(e.target.value)}
            />
          )}
        </Labelled>
        <Labelled label={<FormattedMessage id="toolkit.qualifier_value" defaultMessage="Value" />}>
          {(id) => (
            <input
              id={id}
              type="text"
              className={TOOL_INPUT}
              maxLength={256}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </Labelled>
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          className={TOOL_BUTTON}
          disabled={!pair}
          onClick={() => {
            if (!pair) return;
            onChange({ ...value, [pair[0]]: pair[1] });
            setKey('');
            setText('');
          }}
        >
          <FormattedMessage id="toolkit.add" defaultMessage="Add" />
        </button>
        <button type="button" className={TOOL_BUTTON} disabled={entries.length === 0} onClick={() => onChange({})}>
          <FormattedMessage id="toolkit.clear" defaultMessage="Clear" />
        </button>
      </div>
      {entries.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {entries.map(([k, v]) => (
            <li key={k} className="flex items-center justify-between gap-2 rounded bg-neutral-100 px-2 py-1">
              <span>
                <span className="font-semibold">{k}</span>: {v}
              </span>
              <button
                type="button"
                className="grid size-6 place-items-center rounded-full hover:bg-neutral-300"
                aria-label={intl.formatMessage(
                  { id: 'toolkit.qualifier_remove', defaultMessage: 'Remove {key}' },
                  { key: k },
                )}
                onClick={() => {
                  const next = { ...value };
                  delete next[k];
                  onChange(next);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
