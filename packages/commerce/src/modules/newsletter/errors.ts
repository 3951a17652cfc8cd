import { DomainError } from '../../http/errors.js';

/** A sign-up or detail update refused by the spec's rules: the message is shown under its field. */
export class NewsletterFormError extends DomainError {
  constructor(field: string, message: string) {
    super('invalid_form', message, 400, [{ field, message }]);
  }
}

/** An unsubscribe link that is not one of ours (never issued, or its subscriber was removed). */
export class InvalidUnsubscribeLinkError extends DomainError {
  constructor() {
    super('invalid_token', 'This unsubscribe link is not valid.', 400);
  }
}
