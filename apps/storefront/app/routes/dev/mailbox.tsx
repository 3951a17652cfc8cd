import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MailboxTable } from '~/components/dev/mailbox-table';
import { orNotFound } from '~/lib/http/loader-helpers.server';
import { metaTitle } from '~/lib/seo/meta';
import type { Route } from './+types/mailbox';
import { MAILBOX_PAGE_SIZE, mailboxPage, notInProduction } from './mailbox.server';

/** The development mailbox (decision 013): what the engine's outbox holds, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  notInProduction();
  const { page, offset } = mailboxPage(new URL(request.url));
  const mailbox = await orNotFound(context.commerce.listMailbox({ limit: MAILBOX_PAGE_SIZE, offset }));
  return { mailbox, page };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaTitle(matches, { id: 'dev_mailbox.title', defaultMessage: 'Development mailbox' }) },
  { name: 'robots', content: 'noindex' },
];

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  const { mailbox, page } = loaderData;
  const first = mailbox.offset + 1;
  const last = mailbox.offset + mailbox.data.length;
  const pageLink = 'font-semibold text-brand underline underline-offset-2';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">
        <FormattedMessage id="dev_mailbox.title" defaultMessage="Development mailbox" />
      </h1>
      <p className="mt-2 max-w-3xl text-neutral-700">
        <FormattedMessage
          id="dev_mailbox.intro"
          defaultMessage="The e-mails the shop has queued. Without SMTP_URL they are never sent and stay pending here. This page does not exist in production."
        />
      </p>
      <div className="mt-6">
        {mailbox.data.length === 0 ? (
          <p>
            <FormattedMessage id="dev_mailbox.empty" defaultMessage="No e-mails here yet." />
          </p>
        ) : (
          <MailboxTable
            entries={mailbox.data}
            caption={
              <FormattedMessage
                id="dev_mailbox.caption"
                defaultMessage="E-mails {first}–{last} of {total}, newest first"
                values={{ first, last, total: mailbox.total }}
              />
            }
          />
        )}
      </div>
      {page > 1 || last < mailbox.total ? (
        <nav aria-labelledby="mailbox-pages" className="mt-6 flex gap-6">
          <h2 id="mailbox-pages" className="sr-only">
            <FormattedMessage id="dev_mailbox.pages" defaultMessage="Mailbox pages" />
          </h2>
          {page > 1 ? (
            <Link to={`?page=${page - 1}`} className={pageLink}>
              <FormattedMessage id="dev_mailbox.newer" defaultMessage="Newer e-mails" />
            </Link>
          ) : null}
          {last < mailbox.total ? (
            <Link to={`?page=${page + 1}`} className={pageLink}>
              <FormattedMessage id="dev_mailbox.older" defaultMessage="Older e-mails" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
