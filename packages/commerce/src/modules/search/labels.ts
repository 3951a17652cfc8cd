import { techBadgeLabel } from '@ridgeline/config';
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
  // The storefront's own table (spec 2 §2); an unknown code shows itself, so a refinement is never blank.
  return techBadgeLabel(code, locale) ?? code;
}
