import { LOYALTY_SETTINGS } from '@ridgeline/config';
import type { LoyaltyAccount, LoyaltyLedgerEntry } from '@ridgeline/sdk';
import { useEffect } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Form, Link, useNavigation } from 'react-router';
import { clearLoyaltyStatusCache } from '~/components/account/loyalty-tracker';
import { Alert } from '~/components/ui/alert';
import { fieldMessages, isFieldMessageKey } from '~/lib/forms/field-messages';
import { minimumRedemptionText, pointsProgress } from '~/lib/loyalty/loyalty';
import { joinLoyalty, membershipPage } from '~/lib/loyalty/loyalty.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath, useSiteContext } from '~/lib/site/site';
import type { Route } from './+types/membership';

export async function loader({ request, context }: Route.LoaderArgs) {
  return membershipPage(context, request);
}

/** Join For Free for a signed-in customer who did not join at registration (same-origin POST only). */
export async function action({ request, context }: Route.ActionArgs) {
  return joinLoyalty(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'membership.title', defaultMessage: 'Rewards Membership' }) },
];

const m = defineMessages({
  title: { id: 'membership.title', defaultMessage: 'Rewards Membership' },
  intro: { id: 'membership.intro', defaultMessage: 'Members get free shipping and rewards for shopping.' },
  shipping: { id: 'membership.shipping', defaultMessage: 'Free shipping on every order' },
  points: { id: 'membership.points', defaultMessage: 'Points on every purchase, turned into rewards' },
  offers: { id: 'membership.offers', defaultMessage: 'Member-only offers and early access' },
  join: { id: 'membership.join', defaultMessage: 'Join For Free' },
  logIn: { id: 'membership.log_in', defaultMessage: 'Log In' },
  haveAccount: { id: 'membership.have_account', defaultMessage: 'Already a member? Log in to see your points.' },
  howToEarn: { id: 'membership.how_to_earn', defaultMessage: 'How to earn' },
  earnRate: {
    id: 'membership.earn_rate',
    defaultMessage: 'Earn {points} points for every dollar you spend on merchandise.',
  },
  redeemRule: {
    id: 'membership.redeem_rule',
    defaultMessage: 'Every {points} points become a {amount} reward.',
  },
  titaniumRule: {
    id: 'membership.titanium_rule',
    defaultMessage: 'Earn {points} points within a year to become a Titanium Member for a year.',
  },
  lapseRule: {
    id: 'membership.lapse_rule',
    defaultMessage: 'Points expire after a year without an order.',
  },
  yourMembership: { id: 'membership.yours', defaultMessage: 'Your membership' },
  tier: { id: 'membership.tier', defaultMessage: 'Tier' },
  titanium: { id: 'loyalty.tier.titanium', defaultMessage: 'Titanium Member' },
  member: { id: 'loyalty.tier.member', defaultMessage: 'Member' },
  activeUntil: { id: 'loyalty.active_until', defaultMessage: 'Active Until {date}' },
  pointsExpire: { id: 'membership.points_expire', defaultMessage: 'Points expire on {date} without another order' },
  memberSince: { id: 'membership.member_since', defaultMessage: 'Member since {date}' },
  pointsLabel: { id: 'membership.points_label', defaultMessage: 'Points' },
  rewardsLabel: { id: 'membership.rewards_label', defaultMessage: 'Rewards balance' },
  yearLabel: { id: 'membership.year_label', defaultMessage: 'Points this year' },
  toTitanium: {
    id: 'membership.to_titanium',
    defaultMessage: '{points, plural, one {# more point} other {# more points}} this year for Titanium.',
  },
  toReward: {
    id: 'loyalty.progress',
    defaultMessage:
      'Earn {remaining, plural, one {# more point} other {# more points}} to unlock your {minimum} reward.',
  },
  history: { id: 'membership.history', defaultMessage: 'Points history' },
  noHistory: { id: 'membership.no_history', defaultMessage: 'No points yet. Your orders will earn points here.' },
  date: { id: 'membership.date', defaultMessage: 'Date' },
  activity: { id: 'membership.activity', defaultMessage: 'Activity' },
  kindEarn: { id: 'membership.kind.earn', defaultMessage: 'Earned on order {orderNo}' },
  kindReverse: { id: 'membership.kind.reverse', defaultMessage: 'Order {orderNo} cancelled' },
  kindRedeem: { id: 'membership.kind.redeem', defaultMessage: 'Reward redeemed' },
  kindExpire: { id: 'membership.kind.expire', defaultMessage: 'Points expired' },
  kindLapse: { id: 'membership.kind.lapse', defaultMessage: 'Points expired after a year without an order' },
  notMember: {
    id: 'membership.not_member',
    defaultMessage: 'You are not a member yet. Join for free to earn points on every order.',
  },
  consent: {
    id: 'register.privacy_consent',
    defaultMessage: 'I agree to join Ridgeline Rewards and to the use of my data for the programme.',
  },
  joined: { id: 'membership.joined', defaultMessage: 'Welcome to Ridgeline Rewards!' },
});

type Format = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string;

/** formatMessage for this page's descriptors, values included. */
const formatter =
  (intl: IntlShape): Format =>
  (descriptor, values) =>
    intl.formatMessage({ id: descriptor.id, defaultMessage: descriptor.defaultMessage }, values);

function entryText(entry: LoyaltyLedgerEntry, t: Format) {
  const orderNo = entry.orderNo ?? '';
  switch (entry.kind) {
    case 'earn':
      return t(m.kindEarn, { orderNo });
    case 'reverse':
      return t(m.kindReverse, { orderNo });
    case 'redeem':
      return t(m.kindRedeem);
    case 'expire':
      return t(m.kindExpire);
    case 'lapse':
      return t(m.kindLapse);
  }
}

function HowToEarn() {
  const intl = useIntl();
  const { locale } = useSiteContext();
  const t = formatter(intl);
  const number = (n: number) => intl.formatNumber(n);
  return (
    <section aria-labelledby="how-to-earn" className="rounded-lg border border-neutral-300 p-4">
      <h2 id="how-to-earn" className="text-xl font-bold">
        {t(m.howToEarn)}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t(m.earnRate, { points: number(LOYALTY_SETTINGS.pointsPerCurrencyUnit) })}</li>
        <li>
          {t(m.redeemRule, {
            points: number(LOYALTY_SETTINGS.minimumRedemptionPoints),
            amount: minimumRedemptionText(locale.id),
          })}
        </li>
        <li>{t(m.titaniumRule, { points: number(LOYALTY_SETTINGS.titaniumThresholdPoints) })}</li>
        <li>{t(m.lapseRule)}</li>
      </ul>
    </section>
  );
}

function MemberAccount({ account }: { account: LoyaltyAccount }) {
  const intl = useIntl();
  const t = formatter(intl);
  const { locale } = useSiteContext();
  const titanium = account.tier?.status === 'titanium';
  const expiration = account.tier?.expirationDate ?? null;
  const points = account.rewardsBalance?.available.points ?? 0;
  const progress = pointsProgress(points);
  return (
    <>
      <section
        aria-labelledby="your-membership"
        className={`rounded-lg p-5 text-white ${titanium ? 'bg-neutral-950' : 'bg-blue-800'}`}
      >
        <h2 id="your-membership" className="text-sm font-semibold uppercase tracking-wide">
          {t(m.yourMembership)}
        </h2>
        <p className="mt-1 text-2xl font-bold">{titanium ? t(m.titanium) : t(m.member)}</p>
        {expiration ? (
          <p className="text-sm">
            {titanium
              ? t(m.activeUntil, { date: expiration.formattedString })
              : t(m.pointsExpire, { date: expiration.formattedString })}
          </p>
        ) : null}
        {account.enrolledAt ? (
          <p className="text-sm">{t(m.memberSince, { date: account.enrolledAt.formattedString })}</p>
        ) : null}
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm">{t(m.pointsLabel)}</dt>
            <dd className="text-2xl font-bold">{intl.formatNumber(points)}</dd>
          </div>
          <div>
            <dt className="text-sm">{t(m.rewardsLabel)}</dt>
            <dd className="text-2xl font-bold">{account.rewardsBalance?.available.currencyFormattedString}</dd>
          </div>
          <div>
            <dt className="text-sm">{t(m.yearLabel)}</dt>
            <dd className="text-2xl font-bold">{intl.formatNumber(account.pointsThisYear ?? 0)}</dd>
          </div>
        </dl>
        {progress ? (
          <p className="mt-3 text-sm">
            {t(m.toReward, { remaining: progress.remaining, minimum: minimumRedemptionText(locale.id) })}
          </p>
        ) : null}
        {!titanium && account.pointsToTitanium ? (
          <p className="mt-1 text-sm">{t(m.toTitanium, { points: account.pointsToTitanium })}</p>
        ) : null}
      </section>
      <section aria-labelledby="points-history">
        <h2 id="points-history" className="text-xl font-bold">
          {t(m.history)}
        </h2>
        {account.entries.length === 0 ? (
          <p className="mt-2">{t(m.noHistory)}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-neutral-300">
                <th scope="col" className="py-2">
                  {t(m.date)}
                </th>
                <th scope="col" className="py-2">
                  {t(m.activity)}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t(m.pointsLabel)}
                </th>
              </tr>
            </thead>
            <tbody>
              {account.entries.map((entry, index) => (
                <tr key={`${entry.kind}-${entry.orderNo ?? ''}-${index}`} className="border-b border-neutral-200">
                  <td className="py-2">{entry.date.formattedString}</td>
                  <td className="py-2">{entryText(entry, t)}</td>
                  <td className="py-2 text-right font-semibold">
                    {entry.points > 0 ? '+' : '−'}
                    {intl.formatNumber(Math.abs(entry.points))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

function JoinForm({ actionData }: { actionData: Route.ComponentProps['actionData'] }) {
  const intl = useIntl();
  const t = formatter(intl);
  const navigation = useNavigation();
  const error = actionData && !actionData.ok ? actionData.fieldErrors.privacyconsent : undefined;
  const errorText = error ? (isFieldMessageKey(error) ? t(fieldMessages[error]) : error) : undefined;
  return (
    <Form method="post" className="space-y-3 rounded-lg border border-neutral-300 p-4" noValidate>
      <p>{t(m.notMember)}</p>
      {actionData && !actionData.ok && actionData.formError ? (
        <Alert status="error">{actionData.formError}</Alert>
      ) : null}
      <input type="hidden" name="intent" value="join" />
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="privacyconsent"
            required
            className="mt-1"
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? 'privacyconsent-error' : undefined}
          />
          <span>{t(m.consent)}</span>
        </label>
        {errorText ? (
          <p id="privacyconsent-error" className="mt-1 text-red-700">
            {errorText}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={navigation.state === 'submitting'}
        className="rounded bg-brand px-5 py-2.5 font-semibold text-white disabled:opacity-60"
      >
        {t(m.join)}
      </button>
    </Form>
  );
}

/**
 * `/membership` (spec 1 §2), reached from the loyalty tracker's View: a member's tier, its
 * expiration, points, rewards balance and points history; a customer outside the programme can
 * join; a guest sees the programme with Join For Free and Log In.
 */
export default function MembershipPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const t = formatter(intl);
  const to = useLocalizedPath();
  const { signedIn, account } = loaderData;
  const member = Boolean(account?.loyaltyActiveInCurrentSession);
  const justJoined = Boolean(actionData?.ok);
  useEffect(() => {
    if (justJoined) clearLoyaltyStatusCache();
  }, [justJoined]);
  const back = encodeURIComponent(to('/membership'));
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t(m.title)}
      </h1>
      {justJoined && member ? <Alert status="success">{t(m.joined)}</Alert> : null}
      {member && account ? (
        <MemberAccount account={account} />
      ) : (
        <>
          <p>{t(m.intro)}</p>
          <ul className="list-disc pl-5">
            <li>{t(m.shipping)}</li>
            <li>{t(m.points)}</li>
            <li>{t(m.offers)}</li>
          </ul>
          {signedIn ? (
            <JoinForm actionData={actionData} />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to={`${to('/registration')}?returnUrl=${back}`}
                className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white"
              >
                {t(m.join)}
              </Link>
              <span>{t(m.haveAccount)}</span>
              <Link
                to={`${to('/login')}?returnUrl=${back}`}
                className="inline-block rounded border border-ink px-5 py-2.5 font-semibold"
              >
                {t(m.logIn)}
              </Link>
            </div>
          )}
        </>
      )}
      <HowToEarn />
    </section>
  );
}
