import { DomainError } from '../../http/errors.js';

/** A well-formed postal code that the geocoding data does not know. */
export class PostalCodeNotFoundError extends DomainError {
  constructor(country: string, postalCode: string) {
    super('postal_code_not_found', `We couldn't find postal code ${postalCode} in ${country}.`, 404, {
      countryCode: country,
      postalCode,
    });
  }
}

/** Something that cannot be a postal code of that country. */
export class InvalidPostalCodeError extends DomainError {
  constructor(country: string, input: string, format: string) {
    super('invalid_postal_code', `'${input.slice(0, 20)}' is not a postal code in ${country} (${format}).`, 400, {
      countryCode: country,
    });
  }
}
