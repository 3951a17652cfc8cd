/**
 * Canadian sales taxes by province and territory, rates in force 2025–26.
 *
 * Sources (checked for 2025–26):
 * - GST/HST: Canada Revenue Agency, "GST/HST provincial rates table"
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate/calculator.html
 *   GST 5 % (AB, BC, MB, SK, QC, NT, NU, YT); HST 13 % ON; 15 % NB, NL, PE; 14 % NS from
 *   2025-04-01 (provincial part cut from 10 % to 9 %: SOR/2025-77, CRA GST/HST Notice 342).
 * - QST 9.975 % (Quebec): Revenu Québec, "Calculating the taxes" (revenuquebec.ca).
 * - PST 7 % (British Columbia): https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst
 * - RST 7 % (Manitoba, since 2019-07-01): Manitoba Finance, Retail Sales Tax (gov.mb.ca/finance).
 * - PST 6 % (Saskatchewan, since 2017-03-23): Government of Saskatchewan, Provincial Sales Tax
 *   (saskatchewan.ca).
 * A rate change is a one-line edit below (and a test that pins the rate).
 * Each tax is computed on the price before the others (no tax on tax: QST has not applied to
 * GST since 2013, PEI's PST was replaced by HST in 2013).
 *
 * Shipping: a delivery charge made by the seller for taxable goods is part of what is paid for
 * the goods, so it is taxed like them: GST/HST and QST (CRA and Revenu Québec treat freight
 * charged by the vendor as part of the consideration), BC PST (Bulletin PST 302, "Delivery
 * Charges"), Manitoba RST (Bulletin 030: services bought together with taxable goods are part of
 * their purchase price) and Saskatchewan PST (delivery forms part of the taxable value). Every
 * Canadian component below therefore has taxesShipping = true.
 *
 * Not modelled: product reliefs (children's clothing and footwear are exempt from BC PST and
 * Manitoba RST and from the provincial part of HST in Ontario, PEI and Nova Scotia), First
 * Nations exemptions and place-of-supply rules other than "the shipping address".
 */
import type { TaxComponent, TaxJurisdiction } from './types.js';

const gst: TaxComponent = { id: 'GST', label: { en: 'GST', fr: 'TPS' }, rate: 5, taxesShipping: true };
const hst = (rate: number): TaxComponent => ({ id: 'HST', label: { en: 'HST', fr: 'TVH' }, rate, taxesShipping: true });

function province(region: string, name: string, ...components: TaxComponent[]): TaxJurisdiction {
  return { country: 'CA', region, name, components };
}

export const CANADA: readonly TaxJurisdiction[] = [
  province('AB', 'Alberta', gst),
  province('BC', 'British Columbia', gst, { id: 'PST', label: { en: 'PST', fr: 'TVP' }, rate: 7, taxesShipping: true }),
  province('MB', 'Manitoba', gst, { id: 'RST', label: { en: 'RST', fr: 'TVD' }, rate: 7, taxesShipping: true }),
  province('NB', 'New Brunswick', hst(15)),
  province('NL', 'Newfoundland and Labrador', hst(15)),
  province('NS', 'Nova Scotia', hst(14)),
  province('NT', 'Northwest Territories', gst),
  province('NU', 'Nunavut', gst),
  province('ON', 'Ontario', hst(13)),
  province('PE', 'Prince Edward Island', hst(15)),
  province('QC', 'Quebec', gst, { id: 'QST', label: { en: 'QST', fr: 'TVQ' }, rate: 9.975, taxesShipping: true }),
  province('SK', 'Saskatchewan', gst, { id: 'PST', label: { en: 'PST', fr: 'TVP' }, rate: 6, taxesShipping: true }),
  province('YT', 'Yukon', gst),
];
