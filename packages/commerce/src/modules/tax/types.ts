/**
 * Shapes of the tax table and the tax calculation.
 *
 *   TaxComponent     one tax of a jurisdiction (GST, HST, PST, QST, RST or a US sales tax) with its rate
 *   TaxJurisdiction  a province, territory or state: its taxes, in the order a receipt lists them
 *   TaxInput         destination, taxable amounts (after every discount) and the shipping charge
 *   TaxResult        tax per line, on shipping, per component and in total; all Money
 *   TaxCalculator    the interface a real tax service (Avalara, TaxJar, Vertex, …) plugs into
 */
import type { Localized } from '../../db/localized.js';
import type { Money } from '../pricing/index.js';

export type TaxCountry = 'CA' | 'US';

export type TaxComponentId = 'GST' | 'HST' | 'PST' | 'QST' | 'RST' | 'SALES';

export type TaxComponent = {
  id: TaxComponentId;
  /** As printed on receipts, per language (GST / TPS, QST / TVQ). */
  label: Localized;
  /** Percent, at most 3 decimals (QST 9.975). */
  rate: number;
  /** Whether this tax applies to the shipping charge of an order of taxable goods. */
  taxesShipping: boolean;
};

export type TaxJurisdiction = {
  country: TaxCountry;
  /** ISO 3166-2 subdivision code without the country: 'ON', 'QC', 'NY', 'OR'. */
  region: string;
  name: string;
  components: readonly TaxComponent[];
};

/**
 * 'standard' goods are taxed at the jurisdiction's rates; 'exempt' lines (gift cards, for
 * instance) are not. Product-specific reliefs (children's clothing in several provinces,
 * clothing in some states) need a real tax service and are not modelled by the table.
 */
export type TaxClass = 'standard' | 'exempt';

export type TaxInput = {
  country: string;
  region: string;
  /** Taxable amount of each line: its price after product and order discounts. */
  lines: readonly { amount: Money; taxClass?: TaxClass }[];
  /** The shipping charge after shipping discounts (0 when shipping is free). */
  shipping: Money;
};

export type TaxComponentAmount = { id: TaxComponentId; amount: Money };

export type TaxedAmount = {
  amount: Money;
  tax: Money;
  components: TaxComponentAmount[];
};

export type TaxResult = {
  country: TaxCountry;
  region: string;
  /** In the order of the input lines. */
  lines: TaxedAmount[];
  shipping: TaxedAmount;
  /** Σ per component over lines and shipping, in the jurisdiction's order, with its label and rate. */
  components: (TaxComponentAmount & { label: Localized; rate: number })[];
  total: Money;
};

/** What checkout needs from any tax engine: the table below, or a real service behind the same call. */
export interface TaxCalculator {
  taxFor(input: TaxInput): TaxResult | Promise<TaxResult>;
}
