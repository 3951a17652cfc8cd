import type { ConsentRecord, ConsentRecordRequest } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * A visitor's consent choices (decision 053). With a client made by `forShopper(token)` the record
 * is tied to that session and its customer too; without, to the web id alone.
 */
export function consentCalls({ write }: Pick<Transport, 'write'>) {
  return {
    /** Records one change of the visitor's choice; 429 when too many come from one visitor or address. */
    recordConsent: (body: ConsentRecordRequest) => write<ConsentRecord>('POST', '/shopper/consents', body),
  };
}
