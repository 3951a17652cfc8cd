import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { earliestPreviewDate, VSE_PARAM, VSE_TIMESTAMP_PARAM } from '~/lib/preview/vse';
import { Drawer } from '../ui/drawer';
import { GroupCheckboxes } from '../toolkit/group-checkboxes';
import type { PagePreview } from './preview-launcher';
import { ShareSection, useStaffTools, VisualisationSection } from './staff-sections';
import { Section } from './toolbar-section';
import { TOOL_BUTTON, TOOL_INPUT } from '../toolkit/staff-tool-styles';

/** Spec 3 §2.8 and §9: the toolbar's opacity runs from 0.5 to 1. */
export const MIN_OPACITY = 0.5;
const OPACITY_KEY = 'previewToolbarOpacity';

const clampOpacity = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(MIN_OPACITY, value)) : 1);

/** The page again with other preview parameters: a full load, which sets the preview's cookies. */
function reloadWith(change: Record<string, string | null>) {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(change)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  window.location.assign(url.toString());
}

/** Preview: the moment previewed, as a date (not before today) and a time in the browser's zone. */
function MomentSection({ timestamp }: { timestamp: string }) {
  const intl = useIntl();
  const at = new Date(timestamp);
  const pad = (n: number) => String(n).padStart(2, '0');
  const [date, setDate] = useState(`${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`);
  const [time, setTime] = useState(`${pad(at.getHours())}:${pad(at.getMinutes())}`);
  const earliest = earliestPreviewDate(new Date());
  const tooEarly = date < earliest;
  const dateId = useId();
  const timeId = useId();
  return (
    <Section title={<FormattedMessage id="preview.section.preview" defaultMessage="Preview" />}>
      <label htmlFor={dateId} className="text-sm font-medium">
        <FormattedMessage id="toolkit.date" defaultMessage="Date" />
      </label>
      <input
        id={dateId}
        type="date"
        min={earliest}
        className={TOOL_INPUT}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <label htmlFor={timeId} className="text-sm font-medium">
        <FormattedMessage id="toolkit.time" defaultMessage="Time" />
      </label>
      <input
        id={timeId}
        type="time"
        className={TOOL_INPUT}
        value={time}
        onChange={(e) => setTime(e.target.value || '00:00')}
      />
      {tooEarly ? (
        <p role="alert" className="text-sm text-red-700">
          {intl.formatMessage({
            id: 'preview.date_too_early',
            defaultMessage: 'The preview date cannot be earlier than today.',
          })}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className={TOOL_BUTTON}
          disabled={!date || tooEarly}
          onClick={() => {
            const moment = new Date(`${date}T${time || '00:00'}`);
            if (!Number.isNaN(moment.getTime())) reloadWith({ [VSE_TIMESTAMP_PARAM]: String(moment.getTime()) });
          }}
        >
          <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
        </button>
      </div>
    </Section>
  );
}

function EnvironmentsSection({ current, environments }: { current: string; environments: string[] }) {
  const [chosen, setChosen] = useState(current);
  const id = useId();
  return (
    <Section title={<FormattedMessage id="preview.section.environments" defaultMessage="Environments" />}>
      <label htmlFor={id} className="text-sm font-medium">
        <FormattedMessage id="preview.environment" defaultMessage="Environment" />
      </label>
      <select id={id} className={TOOL_INPUT} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        {environments.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <div>
        <button
          type="button"
          className={TOOL_BUTTON}
          disabled={chosen === current}
          onClick={() => reloadWith({ [VSE_PARAM]: chosen })}
        >
          <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
        </button>
      </div>
    </Section>
  );
}

/** Personalisation: customer groups simulated for this tab, kept as the session's shopper context (as the toolkit does). */
function PersonalisationSection() {
  const intl = useIntl();
  const [state, setState] = useState<{ groups: string[]; chosen: Set<string> } | 'unavailable' | undefined>();
  const [saved, setSaved] = useState<'ok' | 'failed' | undefined>();
  useEffect(() => {
    void fetch('/storefront-toolkit')
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { customerGroups: string[]; context: { customerGroupIds?: string[] } };
        setState({ groups: body.customerGroups, chosen: new Set(body.context.customerGroupIds ?? []) });
      })
      .catch(() => setState('unavailable'));
  }, []);
  const title = intl.formatMessage({ id: 'preview.section.personalisation', defaultMessage: 'Personalisation' });
  if (!state) return null;
  if (state === 'unavailable') {
    return (
      <Section title={title}>
        <p>
          {intl.formatMessage({
            id: 'toolkit.unavailable',
            defaultMessage: 'This feature is not currently available.',
          })}
        </p>
      </Section>
    );
  }
  const apply = async () => {
    const context = JSON.stringify({ customerGroupIds: state.groups.filter((g) => state.chosen.has(g)) });
    const response = await fetch('/storefront-toolkit', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save', context }),
    }).catch(() => undefined);
    setSaved(response?.ok ? 'ok' : 'failed');
    if (response?.ok) window.location.reload();
  };
  return (
    <Section title={title}>
      <GroupCheckboxes
        groups={state.groups}
        chosen={state.chosen}
        onChange={(chosen) => setState({ ...state, chosen })}
        legendClassName="text-sm font-medium"
      />
      {saved === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          <FormattedMessage id="toolkit.update_failed" defaultMessage="Update failed" />
        </p>
      ) : null}
      <div>
        <button type="button" className={TOOL_BUTTON} onClick={() => void apply()}>
          <FormattedMessage id="toolkit.apply" defaultMessage="Apply" />
        </button>
      </div>
    </Section>
  );
}

/**
 * The preview toolbar (spec 3 §2.8): a drawer with Preview (only with a preview timestamp),
 * Visualisation (only when enabled: for a staff session, the page's content items in the
 * visualisations), Environments (only with an environment and a list), Personalisation, view
 * settings (the toolbar's opacity, 0.5 to 1, kept in this browser) and, for staff, Share this
 * preview (signed links that expire and can be revoked).
 */
export function PreviewToolbar({ preview }: { preview: PagePreview }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [opacity, setOpacity] = useState(1);
  const [staffTools, setStaffTools] = useStaffTools();
  useEffect(() => {
    try {
      setOpacity(clampOpacity(Number(localStorage.getItem(OPACITY_KEY) ?? 1)));
    } catch {
      // No storage: full opacity.
    }
  }, []);
  const changeOpacity = (value: number) => {
    const next = clampOpacity(value);
    setOpacity(next);
    try {
      localStorage.setItem(OPACITY_KEY, String(next));
    } catch {
      // Kept for this page only.
    }
  };
  const title = intl.formatMessage({ id: 'preview.toolbar', defaultMessage: 'Preview toolbar' });
  const opacityId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        style={{ opacity }}
        className="fixed bottom-4 right-4 z-40 min-h-11 rounded bg-neutral-900 px-4 py-2 text-sm font-semibold text-white shadow-lg"
      >
        {intl.formatMessage(
          { id: 'preview.open', defaultMessage: 'Preview: {environment}' },
          { environment: preview.environment },
        )}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={title} side="right">
        <div style={{ opacity }} className="flex flex-col gap-3" data-testid="preview-toolbar">
          {preview.timestamp ? <MomentSection timestamp={preview.timestamp} /> : null}
          {staffTools ? <VisualisationSection hubName={staffTools.hubName} /> : null}
          {preview.environments.length ? (
            <EnvironmentsSection current={preview.environment} environments={preview.environments} />
          ) : null}
          <PersonalisationSection />
          {staffTools ? <ShareSection tools={staffTools} onChange={setStaffTools} /> : null}
          <Section title={<FormattedMessage id="preview.section.view" defaultMessage="View settings" />}>
            <label htmlFor={opacityId} className="text-sm font-medium">
              <FormattedMessage id="preview.opacity" defaultMessage="Toolbar opacity" />
            </label>
            <input
              id={opacityId}
              type="range"
              min={MIN_OPACITY}
              max={1}
              step={0.05}
              value={opacity}
              onChange={(e) => changeOpacity(Number(e.target.value))}
            />
          </Section>
        </div>
      </Drawer>
    </>
  );
}
