/**
 * c_technologyGridBadge codes → display names (spec 2 §2), shared by the storefront, the search
 * refinements and the demo catalogue (which assigns only these codes). A name may carry translations by
 * locale or language; 'Waterproof' has the spec's full set. Unknown codes show nothing.
 */
type BadgeName = { name: string; translations?: Readonly<Record<string, string>> };

const FR = <T extends string>(fr: T) => ({ fr });

export const TECH_BADGE_NAMES = {
  '01': {
    name: 'Waterproof',
    translations: {
      de: 'Wasserdicht',
      es: 'Impermeable',
      fr: 'Imperméable',
      'fr-CA': 'Imperméable',
      'fr-BE': 'Imperméable',
      'fr-FR': 'Imperméable',
      it: 'Impermeabile',
    },
  },
  '02': { name: 'Windproof', translations: FR('Coupe-vent') },
  '03': { name: 'Breathable', translations: FR('Respirant') },
  '04': { name: 'Insulated', translations: FR('Isolé') },
  '05': { name: 'Water-Repellent', translations: FR('Déperlant') },
  '10': { name: 'UPF 15', translations: FR('FPU 15') },
  '11': { name: 'UPF 25', translations: FR('FPU 25') },
  '12': { name: 'UPF 30', translations: FR('FPU 30') },
  '13': { name: 'UPF 40', translations: FR('FPU 40') },
  '14': { name: 'UPF 50', translations: FR('FPU 50') },
  '20': { name: 'Organic', translations: FR('Biologique') },
  '21': { name: 'Recycled', translations: FR('Recyclé') },
  '22': { name: 'Merino Wool', translations: FR('Laine mérinos') },
  '30': { name: 'WindBlock' },
  '31': { name: 'HeatTrap Lining', translations: FR('Doublure HeatTrap') },
  '32': { name: 'RidgeGrip Outsole', translations: FR('Semelle RidgeGrip') },
  '40': { name: 'Quick-Dry', translations: FR('Séchage rapide') },
  '41': { name: 'Moisture-Wicking', translations: FR('Évacuation de l’humidité') },
  '42': { name: 'Odor Control', translations: { 'en-CA': 'Odour Control', fr: 'Anti-odeurs' } },
} as const satisfies Record<string, BadgeName>;

export type TechBadgeCode = keyof typeof TECH_BADGE_NAMES;

/** The badge's name in a locale: exact locale, then its language, then the default name. */
export function techBadgeLabel(code: string, locale: string): string | undefined {
  const badge = (TECH_BADGE_NAMES as Record<string, BadgeName>)[code];
  if (!badge) return undefined;
  const language = locale.split('-')[0]!;
  return badge.translations?.[locale] ?? badge.translations?.[language] ?? badge.name;
}

/** The labels of a product's pipe-separated c_technologyGridBadge codes, unknown codes left out. */
export function techBadgeLabels(codes: string, locale: string): string[] {
  return codes
    .split('|')
    .map((code) => techBadgeLabel(code.trim(), locale))
    .filter((label): label is string => Boolean(label));
}
