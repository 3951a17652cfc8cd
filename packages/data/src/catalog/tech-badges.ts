import type { Localized } from './commerce.js';

/**
 * c_technologyGridBadge: two-digit codes stored on products (`tech_badges`), mapped to a
 * display name by the storefront. Unknown codes show nothing, so the table is the contract.
 *   0x  weather protection      1x  sun protection (UPF)
 *   2x  materials               3x  Ridgeline technologies
 *   4x  comfort
 */
export const TECH_BADGES = {
  '01': { en: 'Waterproof', fr: 'Imperméable' },
  '02': { en: 'Windproof', fr: 'Coupe-vent' },
  '03': { en: 'Breathable', fr: 'Respirant' },
  '04': { en: 'Insulated', fr: 'Isolé' },
  '05': { en: 'Water-Repellent', fr: 'Déperlant' },
  '10': { en: 'UPF 15', fr: 'FPU 15' },
  '11': { en: 'UPF 25', fr: 'FPU 25' },
  '12': { en: 'UPF 30', fr: 'FPU 30' },
  '13': { en: 'UPF 40', fr: 'FPU 40' },
  '14': { en: 'UPF 50', fr: 'FPU 50' },
  '20': { en: 'Organic', fr: 'Biologique' },
  '21': { en: 'Recycled', fr: 'Recyclé' },
  '22': { en: 'Merino Wool', fr: 'Laine mérinos' },
  '30': { en: 'WindBlock', fr: 'WindBlock' },
  '31': { en: 'HeatTrap Lining', fr: 'Doublure HeatTrap' },
  '32': { en: 'RidgeGrip Outsole', fr: 'Semelle RidgeGrip' },
  '40': { en: 'Quick-Dry', fr: 'Séchage rapide' },
  '41': { en: 'Moisture-Wicking', fr: "Évacuation de l'humidité" },
  '42': { en: 'Odour Control', fr: 'Anti-odeurs' },
} as const satisfies Record<string, Localized>;

export type TechBadgeCode = keyof typeof TECH_BADGES;

/** UPF codes are mutually exclusive: a product has at most one rating. */
export const UPF_BADGES: readonly TechBadgeCode[] = ['10', '11', '12', '13', '14'];
