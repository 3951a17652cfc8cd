/** An answer of the commerce API that is not a success, with the API's own code and message. */
export class CommerceApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CommerceApiError';
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }
}
