import type { MailboxMessage } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { MailStatus, MailTime } from './mail-status';

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold">{term}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

/** What the outbox knows of a message besides its bodies, as a description list. */
export function MailHeaders({ message }: { message: MailboxMessage }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      <Row term={<FormattedMessage id="dev_mailbox.header.to" defaultMessage="To" />}>{message.to}</Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.subject" defaultMessage="Subject" />}>{message.subject}</Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.kind" defaultMessage="Kind" />}>{message.kind}</Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.locale" defaultMessage="Language" />}>{message.locale}</Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.status" defaultMessage="Status" />}>
        <MailStatus status={message.status} />
      </Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.attempts" defaultMessage="Sending attempts" />}>
        {message.attempts}
      </Row>
      <Row term={<FormattedMessage id="dev_mailbox.header.queued" defaultMessage="Queued" />}>
        <MailTime value={message.createdAt} />
      </Row>
      {message.sentAt ? (
        <Row term={<FormattedMessage id="dev_mailbox.header.sent" defaultMessage="Sent" />}>
          <MailTime value={message.sentAt} />
        </Row>
      ) : null}
      {message.lastError ? (
        <Row term={<FormattedMessage id="dev_mailbox.header.last_error" defaultMessage="Last error" />}>
          {message.lastError}
        </Row>
      ) : null}
    </dl>
  );
}
