import { FormattedMessage, useIntl } from 'react-intl';
import type { ExplainedDecision } from '~/lib/targeting/targeting.server';

type Verdict = ExplainedDecision['rules'][number];

function outcomeOf(rule: Verdict): { id: string; defaultMessage: string } {
  if (!rule.active) return { id: 'targeting.outcome.inactive', defaultMessage: 'Inactive' };
  if (rule.chosen) return { id: 'targeting.outcome.chosen', defaultMessage: 'Chosen' };
  if (rule.matched)
    return {
      id: 'targeting.outcome.slot_taken',
      defaultMessage: 'Matched, not chosen: a rule before it fills the slot',
    };
  return { id: 'targeting.outcome.no_match', defaultMessage: 'No match' };
}

/**
 * The decision service's rules for this visitor on the home page (issue 25, the personalisation
 * test pages): the weather and place decided for, the content groups added, and each rule with its
 * outcome and the conditions it failed.
 */
export function TargetingVerdicts({ decision }: { decision: ExplainedDecision | null }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="targeting-title" className="space-y-2 pt-4" data-testid="targeting">
      <h2 id="targeting-title" className="text-xl font-bold">
        <FormattedMessage id="targeting.title" defaultMessage="Targeting rules" />
      </h2>
      {!decision ? (
        <p role="alert">
          <FormattedMessage
            id="personalisation.unavailable"
            defaultMessage="This feature is not currently available."
          />
        </p>
      ) : (
        <>
          <p data-testid="targeting-weather">
            <FormattedMessage
              id="targeting.weather"
              defaultMessage="Weather: {temperature} °C, {band} ({source}); country: {country}"
              values={{
                temperature: decision.weather.temperatureC,
                band: decision.weather.band,
                source: decision.weather.source,
                country: decision.country ?? '—',
              }}
            />
          </p>
          <p data-testid="targeting-groups">
            <FormattedMessage
              id="targeting.groups"
              defaultMessage="Content groups added: {groups}"
              values={{ groups: decision.amplienceGroups.join(', ') || '—' }}
            />
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {intl.formatMessage({ id: 'targeting.title', defaultMessage: 'Targeting rules' })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    <FormattedMessage id="targeting.col.rule" defaultMessage="Rule" />
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    <FormattedMessage id="targeting.col.slot" defaultMessage="Slot" />
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    <FormattedMessage id="personalisation.col.outcome" defaultMessage="Outcome" />
                  </th>
                  <th scope="col" className="py-1">
                    <FormattedMessage id="targeting.col.failed" defaultMessage="Conditions not met" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {decision.rules.map((rule) => (
                  <tr key={rule.ruleId} className="border-t border-neutral-300">
                    <td className="py-1 pr-3">{rule.name}</td>
                    <td className="py-1 pr-3">{rule.slot}</td>
                    <td className="py-1 pr-3">{intl.formatMessage(outcomeOf(rule))}</td>
                    <td className="py-1">{rule.failed.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
