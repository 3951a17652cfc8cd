import { localized } from '../items/localised.js';
import { contentReference } from '../items/references.js';
import type { BlockType } from './registry.js';
import { formatBlockIssue, validateItemBody } from './validate.js';

/**
 * One accepted body per block type, in the stored form, for the blocks' tests (and anyone who
 * needs a valid item of each type). Small on purpose: the required fields and a few optional ones.
 */

export const SHOP_LOCALES = ['en-US', 'en-CA', 'fr-CA'] as const;
export const HERO_ID = '0b7f2b1e-4c55-4f4e-9a51-6f0e0c1d2a3b';

const image = { name: 'summit-2-1f4e79', endpoint: 'content' };
const categoryLink = {
  value: { linkType: 'category', linkQuery: { id: 'mens-jackets' } },
  linkSEO: { value: "Men's jackets" },
};
const cta = { text: 'Shop now', link: '/c/mens-jackets' };

export const BLOCK_EXAMPLES: Record<BlockType, Record<string, unknown>> = {
  'home-page': {
    seo: { title: 'Ridgeline', description: 'Outdoor clothing and gear.' },
    content: [contentReference('hero-banner', HERO_ID), { _meta: { schema: 'blank' }, height: 'small' }],
  },
  'content-page': { slug: 'guides/layering', title: 'How to layer', content: [] },
  'category-landing-page': { categoryId: 'mens-clothing', content: [contentReference('hero-banner', HERO_ID)] },
  'marketing-banner': {
    childBanners: [
      {
        desktopRotatingMessage: localized({
          'en-US': 'Free shipping over $99',
          'fr-CA': 'Livraison gratuite dès 129 $',
        }),
        body: '<p>Orders over $99 ship free.</p>',
        bannerButtons: [
          { text: 'Details', url: '/t/shipping' },
          { text: 'Sign in', link: { value: { linkType: 'account-drawer' } } },
        ],
        legalTextLink: { text: 'Terms apply', legalBody: '<p>Contiguous US only.</p>' },
      },
    ],
  },
  'hero-banner': {
    imageObject: { altText: 'A hiker on a ridge at dawn', dynamicImage: image, link: categoryLink },
    headline: { text: 'Built for the cold', color: 'primary-inverted', font: 'secondary' },
    desktopButtons: [cta],
    fetchPriority: 'high',
  },
  'messaging-banner': {
    headline: { localizableText: 'Members ship free', fontColor: 'primary-inverted' },
    backgroundColor: 'brand',
    buttonGroupSection: { buttonGroup: [{ buttonText: 'Join', url: '/membership', buttonColor: 'white' }] },
  },
  'category-banner': { categoryId: 'mens-jackets', image, altText: '' },
  'video-hero': {
    video: { url: '/videos/trail.mp4', captionsUrl: '/videos/trail.en.vtt' },
    posterImage: image,
    altText: 'A trail runner',
    headline: { text: 'Go further' },
  },
  'adjustable-hero': { image, altText: '', height: 'large', overlayOpacity: 30, buttons: [cta] },
  'moments-banner': { headline: 'First snow', image, altText: 'Snow on pines', cta },
  billboard: { image, altText: '', headline: 'New season', cta },
  'countdown-timer': { headline: 'Winter sale ends in', endDateTime: '2026-12-24T23:59:59-05:00' },
  promotions: { promotions: [{ title: '10% off your first order', promoCode: 'WELCOME10' }] },
  'card-carousel': {
    header: { headerText: 'Shop by activity', linkText: 'See all', link: '/c/activities' },
    desktopCardDisplay: 'Grid Viznav',
    cards: [{ image, altText: 'Hiking', link: categoryLink, headline: 'Hiking' }],
  },
  'navigation-tiles': { childTiles: [{ text: 'Jackets', image, altText: '', link: categoryLink }] },
  'button-group': {
    headerText: { sectionHeaderText: 'Shop men', placement: 'Inline' },
    responsiveBehavior: 'Content Stack',
    buttons: [{ text: 'Jackets', link: categoryLink, avatar: { image, altText: '' } }],
  },
  'collection-link': { headline: 'The rain collection', link: '/c/rain' },
  'informational-card-gallery': { cards: [{ headline: 'Care', body: 'Wash **cold**.' }] },
  'grid-content': { items: [{ image, altText: '', headline: 'Layering 101' }] },
  story: {
    titleCardObj: { headline: 'Into the wild', body: '<p>Three days on the ridge.</p>' },
    cards: [{ image, altText: '', cardHeadline: 'Day one' }],
  },
  'product-carousel': { categoryId: 'mens-jackets', headline: 'New jackets' },
  'product-recommendations': { einsteinRecommender: 'top-sellers', einsteinRecommenderCategoryIds: ['mens-jackets'] },
  'product-detail-text': { body: '## Fit\n\nTrue to size.' },
  'product-detail-configuration': {},
  footer: {
    loyaltyBanner: { text: 'Join Ridgeline Rewards', icon: 'loyalty-badge' },
    columnTwo: { columnTitle: 'Help', links: [{ name: 'Returns', link: '/t/returns' }] },
    socialLinks: [{ title: 'Instagram', icon: 'instagram', link: 'https://instagram.com/ridgeline' }],
    marketingLink: { title: 'Sign up', link: '/newsletter', hasTwoStepModal: true },
    workingHours: [{ name: 'Monday–Friday', text: '9 am–9 pm ET' }],
    submitEmail: { emailTitleText: 'Stay in the loop', legalText: '<p>Unsubscribe at any time.</p>' },
  },
  video: { title: 'Packing a bag', video: { url: 'https://cdn.example.com/pack.webm', mimeType: 'video/webm' } },
  blank: {},
  'auto-refresh': { refreshDateTime: '2026-12-24T09:00:00', refreshSettings: { timezone: 'America/Toronto' } },
  slot: { content: [contentReference('hero-banner', HERO_ID)] },
  'localised-slot': {
    content: localized({ 'en-US': [contentReference('hero-banner', HERO_ID)], 'fr-CA': [] }),
  },
  'personalised-slot': {
    variants: [{ title: 'Members', segments: ['Registered'], content: [contentReference('hero-banner', HERO_ID)] }],
    defaultContent: [contentReference('hero-banner', HERO_ID)],
  },
  'personalised-container': {
    variants: [{ segments: ['loyalty-gold', 'Registered'], matchMode: 'All', content: [] }],
    maxNumberMatches: 2,
  },
};

/** The issues of a body checked in the shop's locales, as an author reads them (none: accepted). */
export function issuesOf(schema: string, body: unknown): string[] {
  const result = validateItemBody(schema, body, SHOP_LOCALES);
  return result.ok ? [] : result.issues.map(formatBlockIssue);
}

/** The body as it would be kept; fails the test when it is refused. */
export function stored(schema: string, body: unknown): Record<string, unknown> {
  const result = validateItemBody(schema, body, SHOP_LOCALES);
  if (!result.ok) throw new Error(`refused: ${result.issues.map(formatBlockIssue).join('; ')}`);
  return result.body;
}

/** The example of a type with some fields replaced (undefined removes one). */
export function exampleWith(type: BlockType, changes: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...structuredClone(BLOCK_EXAMPLES[type]), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete body[key];
  return body;
}
