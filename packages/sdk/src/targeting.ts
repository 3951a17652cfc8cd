import type { TargetingDecideRequest, TargetingDecision } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/** The request as sent: defaults (locale, currency, explain) may be left out. */
export type TargetingDecideInput = Omit<TargetingDecideRequest, 'locale' | 'currency' | 'explain'> &
  Partial<Pick<TargetingDecideRequest, 'locale' | 'currency' | 'explain'>>;

/** The decision service (decision 054): the actions of the targeting slots for a page view. */
export function targetingCalls({ write }: Pick<Transport, 'write'>) {
  return {
    decideTargeting: (shortname: string, request: TargetingDecideInput) =>
      write<TargetingDecision>('POST', `/engine/v1/decide/${encodeURIComponent(shortname)}`, request),
  };
}
