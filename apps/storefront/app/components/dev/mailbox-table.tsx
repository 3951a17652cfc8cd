import type { MailboxEntry } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MailStatus, MailTime } from './mail-status';

/** The outbox as a table: time, recipient, subject (to the message) and status. */
export function MailboxTable({ entries, caption }: { entries: MailboxEntry[]; caption: ReactNode }) {
  const th = 'border-b-2 border-neutral-300 px-3 py-2 text-left font-semibold';
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left text-neutral-700">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={th}>
            <FormattedMessage id="dev_mailbox.column.time" defaultMessage="Time" />
          </th>
          <th scope="col" className={th}>
            <FormattedMessage id="dev_mailbox.column.to" defaultMessage="To" />
          </th>
          <th scope="col" className={th}>
            <FormattedMessage id="dev_mailbox.column.subject" defaultMessage="Subject" />
          </th>
          <th scope="col" className={th}>
            <FormattedMessage id="dev_mailbox.column.status" defaultMessage="Status" />
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="border-b border-neutral-200 align-top">
            <td className="px-3 py-2">
              <MailTime value={entry.createdAt} />
            </td>
            <td className="px-3 py-2 break-all">{entry.to}</td>
            <td className="px-3 py-2">
              <Link to={`/dev/mailbox/${entry.id}`} className="font-semibold text-brand underline underline-offset-2">
                {entry.subject}
              </Link>
            </td>
            <td className="px-3 py-2">
              <MailStatus status={entry.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
