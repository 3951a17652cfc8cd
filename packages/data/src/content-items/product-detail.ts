/**
 * What product pages take from content: the configuration (delivery key `pdp-configuration`,
 * spec 3 §3.8) and a text block in markdown shown with every product (delivery key `pdp-text`).
 */
import { both, demoItem, say } from './authoring.js';

export const productDetailConfiguration = demoItem({
  key: 'pdp-configuration',
  name: 'Product detail configuration',
  schema: 'product-detail-configuration',
  deliveryKey: 'pdp-configuration',
  body: {
    enableBazaarvoice: true,
    enableBvRatingHistogram: true,
    enableBvRatingReviews: true,
    enableBvQuestionAnswers: true,
    // The demo shop has no outfit service: the "complete the look" panel stays off.
    enableStylitics: false,
    enableShippingReturnsDrawer: true,
    enableOnModel: true,
    enableRestrictedProductTypes: true,
    defaultExpandAccordions: ['features', 'product_details', 'gear_up_for_adventure'],
  },
});

export const productDetailText = demoItem({
  key: 'pdp-text',
  name: 'Product detail text (fit and repair promise)',
  schema: 'product-detail-text',
  deliveryKey: 'pdp-text',
  body: {
    headline: both('The Ridgeline promise', 'La promesse Ridgeline'),
    body: say({
      us: [
        '**Free returns for 60 days.** Wear it on the trail; if it isn’t right, send it back.',
        '',
        '**Repairs for life** on shells and packs: broken zips, torn seams and worn buckles are on us.',
        '',
        '- Free standard shipping on orders over $99',
        '- Members ship free on every order',
      ].join('\n'),
      ca: [
        '**Free returns for 60 days.** Wear it on the trail; if it isn’t right, send it back.',
        '',
        '**Repairs for life** on shells and packs: broken zips, torn seams and worn buckles are on us.',
        '',
        '- Free standard shipping on orders over $129',
        '- Members ship free on every order',
      ].join('\n'),
      fr: [
        '**Retours gratuits pendant 60 jours.** Portez-le en sentier; s’il ne vous convient pas, retournez-le.',
        '',
        '**Réparations à vie** sur les coquilles et les sacs : fermetures brisées, coutures déchirées et boucles usées sont à nos frais.',
        '',
        '- Livraison standard gratuite dès 129 $',
        '- Livraison gratuite pour les membres sur chaque commande',
      ].join('\n'),
    }),
  },
});
