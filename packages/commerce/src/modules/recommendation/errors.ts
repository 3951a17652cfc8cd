import { DomainError } from '../../http/errors.js';

/** A call without this store's recommendation client id (the `x-cq-client-id` header). */
export class UnknownClientError extends DomainError {
  constructor() {
    // The message never echoes the expected id: it is configuration, not something to hand out.
    super('unknown_client', "Send this store's recommendation client id in the x-cq-client-id header.", 401);
  }
}
