import { FormattedMessage } from 'react-intl';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { SimplePage } from '~/components/layout/simple-page';
import { unsubscribeLinkView, unsubscribeWithLink, type UnsubscribeView } from '~/lib/newsletter/newsletter.server';
import { metaTitle } from '~/lib/seo/meta';
import { useLocalizedPath } from '~/lib/site/site';
import type { Route } from './+types/newsletter-unsubscribe';

/** An e-mail's unsubscribe link lands here. The GET only looks at the link: a link scanner unsubscribes nobody. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return unsubscribeLinkView(request, context);
}

/** The page's Unsubscribe button, or a mail client's one-click POST (RFC 8058). */
export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeWithLink(request, context);
}

// The token is in the address: never cached, never sent on as a referrer.
export const headers = () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'newsletter.unsubscribe.title', defaultMessage: 'Unsubscribe from Emails' }) },
  { name: 'robots', content: 'noindex' },
];

function Outcome({ view, token }: { view: UnsubscribeView; token: string }) {
  const to = useLocalizedPath();
  const busy = useNavigation().state === 'submitting';
  const home = (
    <p>
      <Link to={to('/')} className="font-semibold underline">
        <FormattedMessage id="newsletter.unsubscribe.continue" defaultMessage="Continue Shopping" />
      </Link>
    </p>
  );
  if (view.state === 'invalid' || view.state === 'error') {
    return (
      <>
        <p role="alert">
          {view.state === 'invalid' ? (
            <FormattedMessage
              id="newsletter.unsubscribe.invalid"
              defaultMessage="This unsubscribe link is not valid."
            />
          ) : (
            <FormattedMessage id="form.something_wrong" defaultMessage="Something went wrong. Try again!" />
          )}
        </p>
        {home}
      </>
    );
  }
  if (view.state === 'done' || !view.subscribed) {
    return (
      <>
        <p role="status">
          <FormattedMessage
            id="newsletter.unsubscribe.done"
            defaultMessage="{email} is unsubscribed and will no longer receive Ridgeline emails."
            values={{ email: <strong>{view.email}</strong> }}
          />
        </p>
        {home}
      </>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage
          id="newsletter.unsubscribe.question"
          defaultMessage="Do you want to stop receiving Ridgeline emails at {email}?"
          values={{ email: <strong>{view.email}</strong> }}
        />
      </p>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded bg-ink px-6 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          <FormattedMessage id="newsletter.unsubscribe.button" defaultMessage="Unsubscribe" />
        </button>
      </Form>
    </>
  );
}

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  return (
    <SimplePage title={<FormattedMessage id="newsletter.unsubscribe.title" defaultMessage="Unsubscribe from Emails" />}>
      <Outcome view={actionData ?? loaderData} token={token} />
    </SimplePage>
  );
}
