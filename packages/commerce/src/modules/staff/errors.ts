import { DomainError } from '../../http/errors.js';

/** A refused staff sign-in: one answer for an unknown e-mail, a wrong password and a disabled account. */
export class StaffCredentialsError extends DomainError {
  constructor() {
    super('invalid_credentials', 'Invalid e-mail or password.', 401);
  }
}

/** No staff session, or one that has ended (expired, signed out, revoked). */
export class StaffUnauthorizedError extends DomainError {
  constructor(message = 'A staff session is required: send Authorization: Bearer <staff session token>.') {
    super('unauthorized', message, 401);
  }
}

/** A staff session whose role does not allow the request. */
export class StaffForbiddenError extends DomainError {
  constructor(message: string) {
    super('forbidden', message, 403);
  }
}

/** What the staff command line and the account functions refuse (an e-mail taken, a password too weak…). */
export class StaffAccountError extends DomainError {
  constructor(code: string, message: string, status: 400 | 404 | 409 = 400) {
    super(code, message, status);
  }
}
