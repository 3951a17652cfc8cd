/**
 * Words that product names are built from, in English and French.
 * English: "Men's Summit Ridge Insulated Jacket". French puts the noun first and the
 * adjective after it, agreeing in gender and number: "Veste isolée Summit Ridge pour homme".
 */

/** Gender and number of a French noun, which its adjectives agree with. */
export type Agreement = 'm' | 'f' | 'mp' | 'fp';
/** `art`: the artwork styles that draw this noun (a vest is sleeveless, a beanie is not a cap). */
export type Noun = { en: string; fr: string; agree: Agreement; art: readonly number[] };
export type Adjective = { en: string; fr: Record<Agreement, string> };
export type Audience = 'men' | 'women' | 'kids' | 'unisex';

/** Regular French adjective: isolé → isolée, isolés, isolées; imperméable → imperméables. */
function adj(en: string, m: string, f?: string, mp?: string, fp?: string): Adjective {
  const fem = f ?? (m.endsWith('e') ? m : `${m}e`);
  const mPlural = mp ?? (m.endsWith('s') || m.endsWith('x') ? m : `${m}s`);
  return { en, fr: { m, f: fem, mp: mPlural, fp: fp ?? `${fem}s` } };
}

/** Invariable French complement ("à capuchon", "en mérinos"). */
function inv(en: string, fr: string): Adjective {
  return { en, fr: { m: fr, f: fr, mp: fr, fp: fr } };
}

export function frenchAdjective(adjective: Adjective, noun: Noun): string {
  return adjective.fr[noun.agree];
}

export const ADJECTIVES = {
  insulated: adj('Insulated', 'isolé'),
  waterproof: adj('Waterproof', 'imperméable'),
  lightweight: adj('Lightweight', 'léger', 'légère', 'légers', 'légères'),
  packable: adj('Packable', 'compressible'),
  hooded: inv('Hooded', 'à capuchon'),
  down: inv('Down', 'en duvet'),
  quilted: adj('Quilted', 'matelassé'),
  alpine: adj('Alpine', 'alpin'),
  hybrid: adj('Hybrid', 'hybride'),
  threeInOne: inv('3-in-1', '3 en 1'),
  windproof: inv('Windproof', 'coupe-vent'),
  softshell: inv('Softshell', 'à coquille souple'),
  fullZip: inv('Full-Zip', 'à glissière pleine longueur'),
  quarterZip: inv('Quarter-Zip', 'à quart de glissière'),
  sherpa: inv('Sherpa', 'sherpa'),
  highPile: inv('High-Pile', 'à poils longs'),
  midweight: adj('Midweight', 'mi-épais', 'mi-épaisse', 'mi-épais', 'mi-épaisses'),
  heavyweight: adj('Heavyweight', 'épais', 'épaisse', 'épais', 'épaisses'),
  recycled: adj('Recycled', 'recyclé'),
  convertible: adj('Convertible', 'convertible'),
  stretch: adj('Stretch', 'extensible'),
  cargo: inv('Cargo', 'cargo'),
  lined: adj('Lined', 'doublé'),
  waterResistant: adj('Water-Resistant', 'déperlant'),
  trail: inv('Trail', 'de sentier'),
  longSleeve: inv('Long-Sleeve', 'à manches longues'),
  shortSleeve: inv('Short-Sleeve', 'à manches courtes'),
  sunProtection: inv('Sun Protection', 'anti-UV'),
  quickDry: inv('Quick-Dry', 'à séchage rapide'),
  vented: adj('Vented', 'ventilé'),
  plaid: inv('Plaid', 'à carreaux'),
  organicCotton: inv('Organic Cotton', 'en coton biologique'),
  merino: inv('Merino', 'en mérinos'),
  technical: adj('Technical', 'technique'),
  thermal: adj('Thermal', 'thermique'),
  seamless: inv('Seamless', 'sans coutures'),
  knit: inv('Knit', 'en tricot'),
  travel: inv('Travel', 'de voyage'),
  graphic: inv('Graphic', 'à motif'),
  mid: adj('Mid', 'mi-haut'),
  leather: inv('Leather', 'en cuir'),
  suede: inv('Suede', 'en suède'),
  trekking: inv('Backpacking', 'de trekking'),
  low: adj('Low', 'bas', 'basse', 'bas', 'basses'),
  breathable: adj('Breathable', 'respirant'),
  cushioned: adj('Cushioned', 'amorti'),
  grippy: adj('Grippy', 'adhérent'),
  responsive: adj('Responsive', 'réactif', 'réactive', 'réactifs', 'réactives'),
  sport: inv('Sport', 'sport'),
  strappy: inv('Strappy', 'à brides'),
  adjustable: adj('Adjustable', 'ajustable'),
  laceUp: inv('Lace-Up', 'à lacets'),
  tall: adj('Tall', 'haut'),
  wideBrim: inv('Wide-Brim', 'à large bord'),
  wool: inv('Wool', 'en laine'),
  fleeceLined: adj('Fleece-Lined', 'doublé polaire', 'doublée polaire', 'doublés polaire', 'doublées polaire'),
  hydration: inv('Hydration', "d'hydratation"),
  rolltop: inv('Roll-Top', 'à fermeture enroulable'),
  touchscreen: inv('Touchscreen', 'pour écran tactile'),
  fleece: inv('Fleece', 'en molleton'),
  compression: inv('Compression', 'de compression'),
  vacuum: inv('Vacuum', 'à double paroi'),
  stainless: inv('Stainless', 'en acier inoxydable'),
  collapsible: adj('Collapsible', 'pliable'),
  leakproof: adj('Leakproof', 'étanche'),
} as const satisfies Record<string, Adjective>;

function noun(en: string, fr: string, agree: Agreement, art: readonly number[]): Noun {
  return { en, fr, agree, art };
}

export const NOUNS = {
  jacket: noun('Jacket', 'Veste', 'f', [0, 1, 2]),
  parka: noun('Parka', 'Parka', 'f', [0, 2]),
  rainJacket: noun('Rain Jacket', 'Veste de pluie', 'f', [0]),
  shellJacket: noun('Shell Jacket', 'Veste coquille', 'f', [0, 1]),
  coat: noun('Coat', 'Manteau', 'm', [1, 2]),
  anorak: noun('Anorak', 'Anorak', 'm', [0]),
  vest: noun('Vest', 'Gilet', 'm', [3]),
  snowsuit: noun('Snowsuit', 'Habit de neige', 'm', [2]),
  fleeceJacket: noun('Fleece Jacket', 'Veste polaire', 'f', [0]),
  fleecePullover: noun('Fleece Pullover', 'Chandail polaire', 'm', [1]),
  fleeceHoodie: noun('Fleece Hoodie', 'Kangourou polaire', 'm', [2]),
  fleeceVest: noun('Fleece Vest', 'Gilet polaire', 'm', [3]),
  pants: noun('Pants', 'Pantalon', 'm', [0, 1]),
  shorts: noun('Shorts', 'Short', 'm', [2]),
  joggers: noun('Joggers', 'Pantalon de jogging', 'm', [3]),
  leggings: noun('Leggings', 'Legging', 'm', [3]),
  rainPants: noun('Rain Pants', 'Pantalon de pluie', 'm', [0]),
  snowPants: noun('Snow Pants', 'Pantalon de neige', 'm', [0, 1]),
  shirt: noun('Shirt', 'Chemise', 'f', [1]),
  tee: noun('T-Shirt', 'T-shirt', 'm', [0]),
  polo: noun('Polo', 'Polo', 'm', [2]),
  hoodie: noun('Hoodie', 'Kangourou', 'm', [3]),
  henley: noun('Henley', 'Chandail henley', 'm', [2]),
  baseTop: noun('Base Layer Top', 'Haut de couche de base', 'm', [0, 1, 3]),
  baseBottoms: noun('Base Layer Bottoms', 'Bas de couche de base', 'm', [2]),
  crew: noun('Crew', 'Haut à col rond', 'm', [0, 3]),
  tights: noun('Tights', 'Collant', 'm', [2]),
  dress: noun('Dress', 'Robe', 'f', [0, 1, 3]),
  skirt: noun('Skirt', 'Jupe', 'f', [2]),
  skort: noun('Skort', 'Jupe-short', 'f', [2]),
  tunic: noun('Tunic', 'Tunique', 'f', [1]),
  hikingBoot: noun('Hiking Boot', 'Bottes de randonnée', 'fp', [0, 1]),
  trekkingBoot: noun('Trekking Boot', 'Bottes de trekking', 'fp', [0, 1]),
  mountainBoot: noun('Mountain Boot', 'Bottes de montagne', 'fp', [0]),
  hikingShoe: noun('Hiking Shoe', 'Chaussures de randonnée', 'fp', [0]),
  approachShoe: noun('Approach Shoe', "Chaussures d'approche", 'fp', [2]),
  multisportShoe: noun('Multisport Shoe', 'Chaussures multisport', 'fp', [3]),
  trailShoe: noun('Trail Running Shoe', 'Chaussures de course en sentier', 'fp', [1, 3]),
  trailRunner: noun('Trail Runner', 'Chaussures de trail', 'fp', [1]),
  sandal: noun('Sandal', 'Sandales', 'fp', [0, 3]),
  slide: noun('Slide', 'Claquettes', 'fp', [1]),
  waterShoe: noun('Water Shoe', 'Chaussures aquatiques', 'fp', [2]),
  winterBoot: noun('Winter Boot', "Bottes d'hiver", 'fp', [2, 3]),
  snowBoot: noun('Snow Boot', 'Bottes de neige', 'fp', [2]),
  pacBoot: noun('Pac Boot', 'Bottes à chausson', 'fp', [3]),
  cap: noun('Cap', 'Casquette', 'f', [0]),
  beanie: noun('Beanie', 'Tuque', 'f', [1]),
  sunHat: noun('Sun Hat', 'Chapeau de soleil', 'm', [2]),
  bucketHat: noun('Bucket Hat', 'Bob', 'm', [3]),
  boonie: noun('Boonie Hat', 'Chapeau de brousse', 'm', [2]),
  daypack: noun('Daypack', 'Sac de jour', 'm', [0]),
  backpack: noun('Backpack', 'Sac à dos', 'm', [1]),
  hipPack: noun('Hip Pack', 'Sac banane', 'm', [2]),
  duffel: noun('Duffel', 'Sac de voyage', 'm', [3]),
  sling: noun('Sling Bag', 'Sac à bandoulière', 'm', [2]),
  gloves: noun('Gloves', 'Gants', 'mp', [0, 3]),
  mittens: noun('Mittens', 'Mitaines', 'fp', [1]),
  linerGloves: noun('Liner Gloves', 'Sous-gants', 'mp', [2]),
  hikingSocks: noun('Hiking Socks', 'Chaussettes de randonnée', 'fp', [1]),
  crewSocks: noun('Crew Socks', 'Chaussettes mi-mollet', 'fp', [0]),
  ankleSocks: noun('Ankle Socks', 'Socquettes', 'fp', [2]),
  skiSocks: noun('Ski Socks', 'Chaussettes de ski', 'fp', [3]),
  waterBottle: noun('Water Bottle', 'Gourde', 'f', [0]),
  insulatedBottle: noun('Insulated Bottle', 'Bouteille isotherme', 'f', [1]),
  tumbler: noun('Tumbler', 'Gobelet', 'm', [2]),
  campMug: noun('Camp Mug', 'Tasse de camping', 'f', [3]),
} as const satisfies Record<string, Noun>;

/** Product lines are named after places; the two halves combine into ~400 line names. */
export const LINE_FIRST = [
  'Summit', 'Cascade', 'Timberline', 'Granite', 'Boreal', 'Canyon', 'Glacier', 'Tundra',
  'Cedar', 'Aspen', 'Caribou', 'Kootenay', 'Laurentian', 'Muskoka', 'Algonquin', 'Tofino',
  'Fundy', 'Yukon', 'Sawtooth', 'Juniper',
] as const;
export const LINE_SECOND = [
  'Ridge', 'Pass', 'Peak', 'Trail', 'Creek', 'Lake', 'Point', 'Crest', 'Valley', 'Falls',
  'Basin', 'Bluff', 'Hollow', 'Ledge', 'Range', 'Meadow', 'Narrows', 'Cove', 'Divide', 'Flats',
] as const;

export const AUDIENCE_WORDS: Record<Audience, { en: string; fr: string }> = {
  men: { en: "Men's", fr: 'pour homme' },
  women: { en: "Women's", fr: 'pour femme' },
  kids: { en: "Kids'", fr: 'pour enfant' },
  unisex: { en: '', fr: '' },
};
