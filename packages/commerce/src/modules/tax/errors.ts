import { DomainError } from '../../http/errors.js';

/** A destination the tax table does not know: a country other than CA/US, or an unknown province or state. */
export class UnsupportedTaxRegionError extends DomainError {
  constructor(country: string, region: string) {
    super(
      'unsupported_tax_region',
      `We can't calculate tax for '${region.slice(0, 10)}', ${country.slice(0, 10)}.`,
      400,
      { countryCode: country.slice(0, 10), stateCode: region.slice(0, 10) },
    );
  }
}
