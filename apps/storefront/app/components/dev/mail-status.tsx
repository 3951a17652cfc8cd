import type { MailboxEntry } from '@ridgeline/sdk';
import { defineMessages, FormattedDate, useIntl } from 'react-intl';

const statuses = defineMessages({
  pending: { id: 'dev_mailbox.status.pending', defaultMessage: 'Pending' },
  sent: { id: 'dev_mailbox.status.sent', defaultMessage: 'Sent' },
  failed: { id: 'dev_mailbox.status.failed', defaultMessage: 'Failed' },
});

const tone: Record<MailboxEntry['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** Pending, sent or failed, as a label. */
export function MailStatus({ status }: { status: MailboxEntry['status'] }) {
  const intl = useIntl();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${tone[status]}`}>
      {intl.formatMessage(statuses[status])}
    </span>
  );
}

/** A moment in UTC, so the server's and the browser's rendering agree. */
export function MailTime({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} dateStyle="medium" timeStyle="long" timeZone="UTC" />
    </time>
  );
}
