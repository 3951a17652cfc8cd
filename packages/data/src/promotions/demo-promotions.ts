import type { CouponInput, PromotionInput } from '../load/commerce.js';

/**
 * The demo shop's promotions: free standard shipping over a threshold per currency, free
 * shipping for loyalty members and 15% off base layers for them (member-exclusive), and a welcome
 * code for 10% off the order.
 */
export const DEMO_PROMOTIONS: PromotionInput[] = [
  {
    id: 'free-shipping-usd',
    name: { en: 'Free shipping over $99', fr: 'Livraison gratuite dès 99 $' },
    calloutMessage: {
      en: 'Free standard shipping on orders over $99',
      fr: 'Livraison standard gratuite pour les commandes de plus de 99 $',
    },
    kind: 'free-shipping',
    value: 0,
    minOrderSubtotal: 9900,
    currency: 'USD',
    showOn: ['product', 'cart', 'checkout'],
  },
  {
    id: 'free-shipping-cad',
    name: { en: 'Free shipping over $129', fr: 'Livraison gratuite dès 129 $' },
    calloutMessage: {
      en: 'Free standard shipping on orders over $129',
      fr: 'Livraison standard gratuite pour les commandes de plus de 129 $',
    },
    kind: 'free-shipping',
    value: 0,
    minOrderSubtotal: 12900,
    currency: 'CAD',
    showOn: ['product', 'cart', 'checkout'],
  },
  {
    id: 'members-free-shipping',
    name: { en: 'Members ship free', fr: 'Livraison gratuite pour les membres' },
    calloutMessage: { en: 'Members get free shipping', fr: 'Les membres profitent de la livraison gratuite' },
    kind: 'free-shipping',
    value: 0,
    customerGroups: ['loyalty-members'],
    showOn: ['product', 'cart', 'checkout'],
  },
  {
    // Member Exclusive (spec 2 §2): base layers badge as such on their tiles, and members get 15% off them.
    id: 'members-base-layers-15',
    name: { en: 'Members: 15% off base layers', fr: 'Membres : 15 % de rabais sur les couches de base' },
    calloutMessage: {
      en: 'Members save 15% on base layers',
      fr: 'Les membres économisent 15 % sur les couches de base',
    },
    kind: 'category-percent',
    value: 15,
    categoryIds: ['mens-clothing-base-layers', 'womens-clothing-base-layers'],
    customerGroups: ['loyalty-members'],
    showOn: ['product', 'cart', 'checkout'],
  },
  {
    id: 'welcome-10',
    name: { en: 'Welcome offer', fr: 'Offre de bienvenue' },
    calloutMessage: { en: '10% off your order with WELCOME10', fr: '10 % de rabais sur votre commande avec WELCOME10' },
    kind: 'order-percent',
    value: 10,
    couponCode: 'WELCOME10',
    showOn: ['cart', 'checkout'],
  },
];

export const DEMO_COUPONS: CouponInput[] = [{ code: 'WELCOME10', promotionIds: ['welcome-10'], includeInShopperContext: true }];
