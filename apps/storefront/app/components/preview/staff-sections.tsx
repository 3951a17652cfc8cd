import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useMatches } from 'react-router';
import { pageContentItems } from '~/lib/preview/page-items';
import { TOOL_BUTTON, TOOL_INPUT } from '../toolkit/staff-tool-styles';
import { Section } from './toolbar-section';

/** What GET /preview-tools answers a staff session. */
export type StaffTools = { hubName: string; links: SharedLink[] };
type SharedLink = { id: string; path: string; expiresAt: string };

/** The staff tools of the toolbar, or undefined while loading or for anyone who is not staff (401). */
export function useStaffTools(): [StaffTools | undefined, (tools: StaffTools) => void] {
  const [tools, setTools] = useState<StaffTools>();
  useEffect(() => {
    void fetch('/preview-tools')
      .then(async (response) => (response.ok ? ((await response.json()) as StaffTools) : undefined))
      .then(setTools)
      .catch(() => setTools(undefined));
  }, []);
  return [tools, setTools];
}

/**
 * Visualisation (spec 3 §2.8; enabled for a staff session): the content items this page shows,
 * each opening in the real-time visualisation (it follows every save) or the simple one.
 */
export function VisualisationSection({ hubName }: { hubName: string }) {
  const matches = useMatches();
  const items = pageContentItems(matches.map((match) => match.data));
  return (
    <Section title={<FormattedMessage id="preview.section.visualisation" defaultMessage="Visualisation" />}>
      {items.length === 0 ? (
        <p className="text-sm">
          <FormattedMessage id="preview.visualisation.none" defaultMessage="This page shows no content items." />
        </p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <span className="font-medium">{item.name}</span> <span className="text-neutral-600">({item.schema})</span>
              <span className="mt-1 flex flex-wrap gap-3">
                <a
                  className="inline-block min-h-6 underline"
                  href={`/visualization/${hubName}/${item.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  <FormattedMessage
                    id="preview.visualisation.live"
                    defaultMessage="Live visualisation of {name}"
                    values={{ name: item.name }}
                  />
                </a>
                <a
                  className="inline-block min-h-6 underline"
                  href={`/contampviz/${hubName}/${item.id}`}
                  target="_blank"
                  rel="noopener"
                >
                  <FormattedMessage
                    id="preview.visualisation.simple"
                    defaultMessage="Simple visualisation of {name}"
                    values={{ name: item.name }}
                  />
                </a>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const LIFETIMES = [
  { minutes: 60, id: 'preview.share.hour', defaultMessage: '1 hour' },
  { minutes: 24 * 60, id: 'preview.share.day', defaultMessage: '1 day' },
  { minutes: 7 * 24 * 60, id: 'preview.share.week', defaultMessage: '7 days' },
] as const;

/**
 * Share this preview (issue 24): a signed link to this page as previewed now (environment, moment),
 * for someone without a staff account; it expires (1 hour to 7 days) and can be revoked here.
 */
export function ShareSection({ tools, onChange }: { tools: StaffTools; onChange: (tools: StaffTools) => void }) {
  const intl = useIntl();
  const location = useLocation();
  const [minutes, setMinutes] = useState<number>(24 * 60);
  const [made, setMade] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const lifetimeId = useId();
  const urlId = useId();
  const post = async (fields: Record<string, string>) => {
    setProblem(undefined);
    const response = await fetch('/preview-tools', { method: 'POST', body: new URLSearchParams(fields) }).catch(
      () => undefined,
    );
    const body = (await response?.json().catch(() => undefined)) as
      { ok: boolean; url?: string; link?: SharedLink; message?: string } | undefined;
    if (!response?.ok || !body?.ok) {
      setProblem(body?.message ?? intl.formatMessage({ id: 'toolkit.update_failed', defaultMessage: 'Update failed' }));
      return undefined;
    }
    return body;
  };
  const share = async () => {
    const body = await post({
      intent: 'share',
      path: `${location.pathname}${location.search}`,
      minutes: String(minutes),
    });
    if (body?.url && body.link) {
      setMade(body.url);
      onChange({ ...tools, links: [body.link, ...tools.links] });
    }
  };
  const revoke = async (id: string) => {
    if (await post({ intent: 'revoke', id }))
      onChange({ ...tools, links: tools.links.filter((link) => link.id !== id) });
  };
  return (
    <Section title={<FormattedMessage id="preview.section.share" defaultMessage="Share this preview" />}>
      <label htmlFor={lifetimeId} className="text-sm font-medium">
        <FormattedMessage id="preview.share.lifetime" defaultMessage="Link works for" />
      </label>
      <select
        id={lifetimeId}
        className={TOOL_INPUT}
        value={minutes}
        onChange={(e) => setMinutes(Number(e.target.value))}
      >
        {LIFETIMES.map((lifetime) => (
          <option key={lifetime.minutes} value={lifetime.minutes}>
            {intl.formatMessage({ id: lifetime.id, defaultMessage: lifetime.defaultMessage })}
          </option>
        ))}
      </select>
      <div>
        <button type="button" className={TOOL_BUTTON} onClick={() => void share()}>
          <FormattedMessage id="preview.share.create" defaultMessage="Create preview link" />
        </button>
      </div>
      {made ? (
        <>
          <label htmlFor={urlId} className="text-sm font-medium">
            <FormattedMessage id="preview_link.title" defaultMessage="Preview link" />
          </label>
          <input id={urlId} readOnly className={TOOL_INPUT} value={made} onFocus={(e) => e.target.select()} />
          <div>
            <button
              type="button"
              className={TOOL_BUTTON}
              onClick={() => void navigator.clipboard?.writeText(made).catch(() => undefined)}
            >
              <FormattedMessage id="preview.share.copy" defaultMessage="Copy link" />
            </button>
          </div>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {tools.links.length ? (
        <ul
          className="flex flex-col gap-2 text-sm"
          aria-label={intl.formatMessage({ id: 'preview.share.live', defaultMessage: 'Live preview links' })}
        >
          {tools.links.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-2">
              <span className="break-all">
                {link.path}
                <span className="block text-neutral-600">
                  <FormattedMessage
                    id="preview.share.until"
                    defaultMessage="Until {moment}"
                    values={{ moment: intl.formatDate(link.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }}
                  />
                </span>
              </span>
              <button
                type="button"
                className={TOOL_BUTTON}
                aria-label={intl.formatMessage(
                  { id: 'preview.share.revoke_label', defaultMessage: 'Revoke the link to {path}' },
                  { path: link.path },
                )}
                onClick={() => void revoke(link.id)}
              >
                <FormattedMessage id="preview.share.revoke" defaultMessage="Revoke" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
