import type { Localized } from './commerce.js';
import type { Assortment } from './assortment.js';
import { Rng, Stream } from './random.js';
import {
  AUDIENCE_WORDS,
  LINE_FIRST,
  LINE_SECOND,
  frenchAdjective,
  type Adjective,
  type Audience,
  type Noun,
} from './vocabulary.js';

export type ProductName = { name: Localized; noun: Noun; adjective: Adjective; line: string };

/** Pairs that read badly together ("Hooded Fleece Hoodie", "Long-Sleeve Tank Top"). */
const CLASHES: ReadonlyArray<readonly [string, string]> = [
  ['Hooded', 'Hoodie'],
  ['Long-Sleeve', 'Tank Top'],
  ['Short-Sleeve', 'Tank Top'],
  ['Convertible', 'Shorts'],
  ['Cargo', 'Rain Pants'],
  ['Cargo', 'Leggings'],
  ['3-in-1', 'Vest'],
  ['Plaid', 'T-Shirt'],
  ['Wide-Brim', 'Cap'],
  ['Wide-Brim', 'Beanie'],
  ['Wide-Brim', 'Bucket Hat'],
  ['Fleece-Lined', 'Sun Hat'],
];

/** The artwork style for a product: the merchandising draw, within the styles that draw its noun. */
export function artStyle(noun: Noun, draw: number): number {
  return noun.art[draw % noun.art.length] ?? 0;
}

function fits(adjective: Adjective, noun: Noun): boolean {
  // A noun that already says it ("Insulated Bottle") does not take the same word again.
  const first = adjective.en.split(/[\s-]/)[0]?.toLowerCase() ?? '';
  if (noun.en.toLowerCase().includes(first)) return false;
  return !CLASHES.some(([a, n]) => a === adjective.en && n === noun.en);
}

export function lineName(rng: Rng): string {
  return `${rng.pick(LINE_FIRST)} ${rng.pick(LINE_SECOND)}`;
}

/** "Men's Summit Ridge Insulated Jacket" / "Veste isolée Summit Ridge pour homme". */
export function productName(seed: number, index: number, assortment: Assortment, audience: Audience): ProductName {
  const rng = Rng.for(seed, index, Stream.text);
  const noun = rng.pick(assortment.nouns);
  const adjective = rng.pick(assortment.adjectives.filter((a) => fits(a, noun)));
  const line = lineName(rng);
  const words = AUDIENCE_WORDS[audience];
  return {
    name: {
      en: [words.en, line, adjective.en, noun.en].filter(Boolean).join(' '),
      fr: [noun.fr, frenchAdjective(adjective, noun), line, words.fr].filter(Boolean).join(' '),
    },
    noun,
    adjective,
    line,
  };
}
