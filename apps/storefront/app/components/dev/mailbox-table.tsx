import type { MailboxEntry } from '@ridgeline/sdk';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { MailStatus, MailTime } from './mail-status';

/** An address that may break after its @ on a narrow screen, rather than letter by letter. */
function Address({ value }: { value: string }) {
  const at = value.lastIndexOf('@');
  if (at < 0) return value;
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
}

/** The outbox as a table: time, recipient, subject (to the message) and status. */
export function MailboxTable({ entries, caption }: { entries: MailboxEntry[]; caption: ReactNode }) {
  const th = 'border-b-2 border-neutral-300 px-1.5 py-2 sm:px-3 text-left font-semibold';
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
            <td className="px-1.5 py-2 sm:px-3">
              <MailTime value={entry.createdAt} />
            </td>
            <td className="px-1.5 py-2 sm:px-3 break-words">
              <Address value={entry.to} />
            </td>
            <td className="px-1.5 py-2 sm:px-3">
              <Link to={`/dev/mailbox/${entry.id}`} className="font-semibold text-brand underline underline-offset-2">
                {entry.subject}
              </Link>
            </td>
            <td className="px-1.5 py-2 sm:px-3">
              <MailStatus status={entry.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
