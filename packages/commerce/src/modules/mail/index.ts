/** The mail module's face: queuing e-mails (outbox), their templates, and the dispatcher's start. */
export { enqueueMail, type OutgoingMail } from './outbox.js';
export type { MailLocale } from './schema.js';
export { emailLinkMail } from './templates/email-links.js';
export { newsletterConfirmationMail } from './templates/newsletter-confirmation.js';
export { orderConfirmationMail } from './templates/order-confirmation.js';
export { mailBacklog, type MailBacklog } from './backlog.js';
export { startMailFromEnv } from './start.js';
export type { MailboxEntry, MailboxList, MailboxMessage } from './contract.js';
