/**
 * The Winter Sale: an edition that always starts in the future of the day the shop was seeded
 * (30 days on, for 14 days), so previewing by date (issue 24) has something to show. Until then the
 * home page counts down to it; during it the edition swaps the home hero for the sale's and the
 * countdown for one to the sale's end.
 */
import type { StoredEdition } from '../load/commerce.js';
import { both, categoryLink, demoItem, scene } from './authoring.js';
import { hero } from './home-blocks.js';
import { demoEditionId } from './ids.js';

const DAY_MS = 86_400_000;
export const SALE_STARTS_IN_DAYS = 30;
export const SALE_LENGTH_DAYS = 14;

export type SaleWindow = { start: string; end: string };

/** From midnight UTC, 30 days after `now`, for 14 days: whole days read better in a preview. */
export function winterSaleWindow(now: Date): SaleWindow {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const start = today + SALE_STARTS_IN_DAYS * DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + SALE_LENGTH_DAYS * DAY_MS).toISOString() };
}

const countdownBody = (headline: ReturnType<typeof both>, to: string, completedMessage: ReturnType<typeof both>) => ({
  headline,
  endDateTime: to,
  completedMessage,
  backgroundColor: 'sale',
  fontColor: 'primary-inverted',
  cta: { text: both('Shop the sale', 'Magasinez les soldes'), link: categoryLink('sale') },
});

export function saleCountdown(sale: SaleWindow) {
  return demoItem({
    key: 'home/sale-countdown',
    name: 'Home – countdown timer (Winter Sale)',
    schema: 'countdown-timer',
    body: countdownBody(
      both('The Winter Sale starts in', 'Les soldes d’hiver commencent dans'),
      sale.start,
      both('The Winter Sale is on', 'Les soldes d’hiver sont commencés'),
    ),
  });
}

const saleHeroBody = {
  imageObject: {
    altText: both('Snow falling on a dark forest', 'De la neige qui tombe sur une forêt sombre'),
    link: categoryLink('sale'),
    dynamicImage: scene('snow', 2, 'c8202f'),
    linkTarget: '_self',
    logoColor: 'primary',
  },
  layout: {
    contentWidth: 'narrow',
    verticalAlignment: 'Middle',
    horizontalAlignment: 'Center',
    contentJustification: 'Center',
  },
  preheader: { text: both('Two weeks only', 'Deux semaines seulement'), color: 'sale' },
  headline: {
    text: both('The Winter Sale: up to 40% off', 'Les soldes d’hiver : jusqu’à 40 % de rabais'),
    color: 'primary',
    font: 'secondary',
  },
  body: {
    text: both(
      'Insulated jackets, winter boots and base layers, marked down while the snow lasts.',
      'Vestes isolées, bottes d’hiver et couches de base à prix réduit tant que la neige dure.',
    ),
    color: 'primary',
  },
  buttonStyles: { btnVariant: 'primary', btnColor: 'sale' },
  desktopButtons: [
    { text: both('Shop the sale', 'Magasinez les soldes'), link: categoryLink('sale') },
    { text: both('Winter boots', 'Bottes d’hiver'), link: categoryLink('footwear-winter-boots') },
  ],
  mobileButton: { text: both('Shop the sale', 'Magasinez les soldes'), link: categoryLink('sale') },
  spaceBelow: 'medium',
  fetchPriority: 'high',
  legalLink: {
    linkText: both('Sale terms', 'Conditions des soldes'),
    legalBody: both(
      '<p>Discounts as marked, on selected styles, while quantities last. Not valid on past purchases.</p>',
      '<p>Rabais tels qu’indiqués, sur une sélection de modèles, jusqu’à épuisement des stocks. Ne s’applique pas aux achats antérieurs.</p>',
    ),
  },
};

export function winterSaleEdition(sale: SaleWindow): StoredEdition {
  const countdown = saleCountdown(sale);
  return {
    id: demoEditionId('winter-sale'),
    name: 'Winter Sale',
    start: sale.start,
    end: sale.end,
    published: true,
    items: [
      { id: hero.id, body: saleHeroBody },
      {
        id: countdown.id,
        body: countdownBody(
          both('The Winter Sale ends in', 'Les soldes d’hiver se terminent dans'),
          sale.end,
          both('The Winter Sale has ended', 'Les soldes d’hiver sont terminés'),
        ),
      },
    ],
  };
}
