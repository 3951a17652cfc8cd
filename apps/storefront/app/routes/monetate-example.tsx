import { data } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { SimplePage } from '~/components/layout/simple-page';
import { loadPageContent } from '~/lib/content/page-content.server';
import {
  MATCH_COLOUR_CLASSES,
  matchColour,
  personalisedSlotsOf,
  type MatchColour,
} from '~/lib/personalisation/slot-matches';
import { metaTitle } from '~/lib/seo/meta';
import { requestToolkitContext } from '~/lib/toolkit/toolkit.server';
import { decideForPage, type ExplainedDecision } from '~/lib/targeting/targeting.server';
import { TargetingVerdicts } from '~/components/targeting/targeting-verdicts';
import type { Route } from './+types/monetate-example';

/**
 * The personalisation test pages (`/monetate-example-1`, `-2`): what the shop chooses for this
 * visitor, and why — their customer groups (or the toolkit's simulated ones), the toolkit's context,
 * and every personalised slot of the home page with each variant's outcome. The visitor's own:
 * never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const [home, toolkit, targeting] = await Promise.all([
    loadPageContent(request, context, 'home', { withProducts: false }),
    requestToolkitContext(request, context),
    // The decision for a home page view, with why (a failure is shown as unavailable, not thrown).
    decideForPage(request, context, { pageType: 'home', path }, { explain: true }).catch((error: unknown) => {
      context.logger.warn({ msg: 'Targeting decision failed', error: String(error) });
      return undefined;
    }),
  ]);
  const headers = new Headers(home.headers);
  headers.set('cache-control', 'private, no-store');
  if (targeting?.cookie) headers.append('set-cookie', targeting.cookie);
  return data(
    {
      customerGroups: home.groups.customerGroups,
      signedIn: home.groups.customerId !== null,
      toolkit: toolkit ?? {},
      slots: home.outcome === 'found' ? personalisedSlotsOf(home.page.item) : [],
      contentAvailable: home.outcome !== 'failed',
      targeting: (targeting?.decision ?? null) as ExplainedDecision | null,
    },
    { headers },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'personalisation.title', defaultMessage: 'Personalization test page' }) },
  { name: 'robots', content: 'noindex' },
];

function Outcome({ colour }: { colour: MatchColour }) {
  return (
    <span
      className={`inline-block rounded border px-2 py-0.5 text-sm font-semibold ${MATCH_COLOUR_CLASSES[colour]}`}
      data-colour={colour}
    >
      {colour === 'green' ? (
        <FormattedMessage id="personalisation.outcome.shown" defaultMessage="Shown" />
      ) : colour === 'grey' ? (
        <FormattedMessage
          id="personalisation.outcome.max_reached"
          defaultMessage="Matched, not shown: maximum reached"
        />
      ) : (
        <FormattedMessage id="personalisation.outcome.no_match" defaultMessage="No match" />
      )}
    </span>
  );
}

export default function MonetateExample({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { customerGroups, toolkit, slots, contentAvailable, targeting } = loaderData;
  const yes = intl.formatMessage({ id: 'personalisation.yes', defaultMessage: 'Yes' });
  const no = intl.formatMessage({ id: 'personalisation.no', defaultMessage: 'No' });
  const contextRows: [string, string][] = [
    [
      intl.formatMessage({ id: 'toolkit.effective_date', defaultMessage: 'Effective Date & Time' }),
      toolkit.effectiveDateTime ?? '',
    ],
    [intl.formatMessage({ id: 'toolkit.source_code', defaultMessage: 'Source Code' }), toolkit.sourceCode ?? ''],
    [
      intl.formatMessage({ id: 'toolkit.custom_qualifiers', defaultMessage: 'Custom qualifiers' }),
      Object.entries(toolkit.customQualifiers ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
    ],
    [
      intl.formatMessage({ id: 'toolkit.assignment_qualifiers', defaultMessage: 'Assignment qualifiers' }),
      Object.entries(toolkit.assignmentQualifiers ?? {})
        .map(([k, v]) => `${k}=${v}`)
        .join(', '),
    ],
  ].filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <SimplePage title={<FormattedMessage id="personalisation.title" defaultMessage="Personalization test page" />}>
      <p>
        <FormattedMessage
          id="personalisation.groups"
          defaultMessage="Content on this page is chosen for these customer groups:"
        />
      </p>
      <ul className="list-disc pl-5" data-testid="customer-groups">
        {customerGroups.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
      <h2 className="pt-4 text-xl font-bold">
        <FormattedMessage id="personalisation.context" defaultMessage="Shopper context" />
      </h2>
      {contextRows.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="shopper-context">
          {contextRows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p data-testid="shopper-context">
          <FormattedMessage
            id="personalisation.context_empty"
            defaultMessage="Nothing is set: the shop is seen as it is now, for the groups above."
          />
        </p>
      )}
      <h2 className="pt-4 text-xl font-bold">
        <FormattedMessage id="personalisation.slots" defaultMessage="Personalised content on the home page" />
      </h2>
      {!contentAvailable ? (
        <p role="alert">
          <FormattedMessage
            id="personalisation.unavailable"
            defaultMessage="This feature is not currently available."
          />
        </p>
      ) : slots.length === 0 ? (
        <p>
          <FormattedMessage id="personalisation.no_slots" defaultMessage="The home page has no personalised content." />
        </p>
      ) : (
        slots.map((slot) => (
          <section
            key={slot.deliveryId ?? slot.name}
            aria-label={slot.name}
            className="space-y-2"
            data-testid="personalised-slot"
          >
            <h3 className="font-semibold">{slot.name}</h3>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{slot.name}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      <FormattedMessage id="personalisation.col.title" defaultMessage="Title" />
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      isDefault
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      match
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      maxReached
                    </th>
                    <th scope="col" className="py-1">
                      <FormattedMessage id="personalisation.col.outcome" defaultMessage="Outcome" />
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {slot.matches.map((m, i) => (
                    <tr key={`${m.title}-${i}`} className="border-t border-neutral-300">
                      <td className="py-1 pr-3">{m.title}</td>
                      <td className="py-1 pr-3">{m.isDefault ? yes : no}</td>
                      <td className="py-1 pr-3">{m.match ? yes : no}</td>
                      <td className="py-1 pr-3">{m.maxReached ? yes : no}</td>
                      <td className="py-1">
                        <Outcome colour={matchColour(m)} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))
      )}
      <TargetingVerdicts decision={targeting} />
    </SimplePage>
  );
}
