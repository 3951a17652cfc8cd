import { techBadgeLabel, type RefinementId } from '@ridgeline/config';
import { languageOf, type Language } from '../../db/localized.js';

/** Words the search API shows shoppers, per language. */
type Labels = Record<Language, string>;

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

export function refinementLabel(id: RefinementId, locale: string): string {
  return REFINEMENT_LABELS[id][languageOf(locale)];
}

export function flagValueLabel(id: 'c_isNew' | 'c_isSale', locale: string): string {
  return FLAG_VALUE_LABELS[id][languageOf(locale)];
}

export function badgeLabel(code: string, locale: string): string {
  // The tech-badge names the tiles show (spec 2 §2); an unknown code shows itself, so a refinement is never blank.
  return techBadgeLabel(code, locale) ?? code;
}
