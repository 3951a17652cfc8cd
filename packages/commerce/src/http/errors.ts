/** Typed domain errors; mapped to HTTP in one place (http/error-handler.ts). */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429 | 503,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, id: string) {
    super('not_found', `${what} '${id}' was not found.`, 404);
  }
}

export class InvalidInputError extends DomainError {
  constructor(message: string, details?: unknown) {
    super('invalid_input', message, 400, details);
  }
}
