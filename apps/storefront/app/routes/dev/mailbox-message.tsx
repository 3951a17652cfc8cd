import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { MailHeaders } from '~/components/dev/mail-headers';
import { orNotFound } from '~/lib/http/loader-helpers.server';
import { pageTitle } from '~/lib/seo/meta';
import type { Route } from './+types/mailbox-message';
import { notInProduction } from './mailbox.server';

/** One e-mail of the development mailbox; an unknown or malformed id is the shop's 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  notInProduction();
  return { message: await orNotFound(context.commerce.getMailboxMessage(params.id)) };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: pageTitle(data ? `${data.message.subject} — Development mailbox` : undefined) },
  { name: 'robots', content: 'noindex' },
];

export default function MailboxMessagePage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const intl = useIntl();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p>
        <Link to="/dev/mailbox" className="font-semibold text-brand underline underline-offset-2">
          <FormattedMessage id="dev_mailbox.back" defaultMessage="Back to the mailbox" />
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold break-words">{message.subject}</h1>
      <section aria-labelledby="mail-headers" className="mt-6">
        <h2 id="mail-headers" className="mb-3 text-xl font-bold">
          <FormattedMessage id="dev_mailbox.headers" defaultMessage="Headers" />
        </h2>
        <MailHeaders message={message} />
      </section>
      <section aria-labelledby="mail-html" className="mt-8">
        <h2 id="mail-html" className="mb-3 text-xl font-bold">
          <FormattedMessage id="dev_mailbox.html" defaultMessage="HTML body" />
        </h2>
        {/* sandbox="" : no scripts, no forms, no navigation of this page, its own origin. */}
        <iframe
          srcDoc={message.html}
          sandbox=""
          title={intl.formatMessage(
            { id: 'dev_mailbox.html_frame', defaultMessage: 'HTML body of “{subject}”' },
            { subject: message.subject },
          )}
          className="h-[40rem] w-full rounded border border-neutral-300 bg-white"
        />
      </section>
      <section aria-labelledby="mail-text" className="mt-8">
        <h2 id="mail-text" className="mb-3 text-xl font-bold">
          <FormattedMessage id="dev_mailbox.text" defaultMessage="Text body" />
        </h2>
        <pre className="rounded border border-neutral-300 bg-neutral-50 p-4 font-mono text-sm break-words whitespace-pre-wrap">
          {message.text}
        </pre>
      </section>
    </div>
  );
}
