import { z } from '@hono/zod-openapi';

/** API shapes of the development mailbox: the outbox as a developer reads it. */

export const MailboxEntry = z
  .object({
    id: z.string(),
    kind: z.string().openapi({ example: 'order-confirmation' }),
    to: z.string(),
    locale: z.enum(['en-US', 'en-CA', 'fr-CA']),
    subject: z.string(),
    status: z.enum(['pending', 'sent', 'failed']),
    attempts: z.number().int(),
    lastError: z.string().optional(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    sentAt: z.string().optional().openapi({ format: 'date-time' }),
  })
  .openapi('MailboxEntry');

export const MailboxMessage = MailboxEntry.extend({
  html: z.string(),
  text: z.string(),
  /** Header lines the message adds to the usual ones (List-Unsubscribe…); empty for most. */
  headers: z.record(z.string(), z.string()),
}).openapi('MailboxMessage');

export const MailboxList = z
  .object({
    data: z.array(MailboxEntry),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .openapi('MailboxList');

export type MailboxEntry = z.infer<typeof MailboxEntry>;
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export type MailboxList = z.infer<typeof MailboxList>;
