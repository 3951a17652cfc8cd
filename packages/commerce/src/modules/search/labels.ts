import { languageOf, type Language } from '../../db/localized.js';
import type { RefinementId, SortOption } from './contract.js';

/** Words the search API shows shoppers, per language. */
type Labels = Record<Language, string>;

const SORT_LABELS: Record<SortOption, Labels> = {
  'best-matches': { en: 'Best Matches', fr: 'Meilleurs résultats' },
  'featured-new': { en: 'Featured', fr: 'En vedette' },
  newest: { en: 'Newest', fr: 'Nouveautés' },
  'price-high-to-low': { en: 'Price High to Low', fr: 'Prix décroissant' },
  'price-low-to-high': { en: 'Price Low to High', fr: 'Prix croissant' },
  'top-rated': { en: 'Top Rated', fr: 'Mieux notés' },
  'product-name-ascending': { en: 'Name A–Z', fr: 'Nom de A à Z' },
  'product-name-descending': { en: 'Name Z–A', fr: 'Nom de Z à A' },
};

const REFINEMENT_LABELS: Record<RefinementId, Labels> = {
  cgid: { en: 'Category', fr: 'Catégorie' },
  c_color: { en: 'Color', fr: 'Couleur' },
  c_size: { en: 'Size', fr: 'Taille' },
  price: { en: 'Price', fr: 'Prix' },
  c_isNew: { en: 'New Arrivals', fr: 'Nouveautés' },
  c_isSale: { en: 'Sale', fr: 'Soldes' },
  c_technologyGridBadge: { en: 'Technology', fr: 'Technologie' },
};

const FLAG_VALUE_LABELS: Record<'c_isNew' | 'c_isSale', Labels> = {
  c_isNew: { en: 'New', fr: 'Nouveau' },
  c_isSale: { en: 'On Sale', fr: 'En solde' },
};

/**
 * c_technologyGridBadge display names. The storefront shows the same names on tiles (spec 2 §2);
 * an unknown code shows its code here rather than nothing, so a refinement is never blank.
 */
export const TECH_BADGE_LABELS: Record<string, Labels> = {
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
};

export function sortLabel(id: SortOption, locale: string): string {
  return SORT_LABELS[id][languageOf(locale)];
}

export function refinementLabel(id: RefinementId, locale: string): string {
  return REFINEMENT_LABELS[id][languageOf(locale)];
}

export function flagValueLabel(id: 'c_isNew' | 'c_isSale', locale: string): string {
  return FLAG_VALUE_LABELS[id][languageOf(locale)];
}

export function badgeLabel(code: string, locale: string): string {
  return TECH_BADGE_LABELS[code]?.[languageOf(locale)] ?? code;
}
