/**
 * The site footer (delivery key `footer`, spec 3 §2.5 and §3.7). The storefront adds what is not
 * content: the links to /account and the international page, the locale selector and the location.
 */
import { both, categoryLink, demoItem, pageLink, say } from './authoring.js';

const link = (us: string, fr: string, to: string | ReturnType<typeof pageLink>) => ({ name: both(us, fr), link: to });

export const footer = demoItem({
  key: 'footer',
  name: 'Footer',
  schema: 'footer',
  deliveryKey: 'footer',
  body: {
    loyaltyBanner: {
      text: both(
        'Join Ridgeline Rewards: free shipping, points on every order and members-only offers.',
        'Joignez-vous à Ridgeline Récompenses : livraison gratuite, points sur chaque commande et offres réservées aux membres.',
      ),
      icon: 'loyalty-badge',
    },
    columnOneLinks: [
      link('About Ridgeline', 'À propos de Ridgeline', pageLink('about-us')),
      link('Built to last', 'Fait pour durer', pageLink('sustainability')),
      link('The trail guide', 'Le guide du sentier', pageLink('trail-guide')),
      link('Gift guide', 'Guide des cadeaux', pageLink('gift-guide')),
      link('Find a store', 'Trouver un magasin', '/store-locator'),
    ],
    columnTwo: {
      columnTitle: both('Help', 'Aide'),
      links: [
        link('Shipping', 'Livraison', pageLink('shipping')),
        link('Returns & Exchanges', 'Retours et échanges', pageLink('returns-exchanges')),
        link('Order status', 'État de la commande', '/account/orders'),
        link('Ridgeline Rewards', 'Ridgeline Récompenses', '/membership'),
      ],
    },
    columnThree: {
      columnTitle: both('Shop', 'Magasiner'),
      links: [
        { name: both('New Arrivals', 'Nouveautés'), link: categoryLink('new-arrivals') },
        { name: both('Men', 'Homme'), link: categoryLink('mens-clothing') },
        { name: both('Women', 'Femme'), link: categoryLink('womens-clothing') },
        { name: both('Kids', 'Enfant'), link: categoryLink('kids-clothing') },
        { name: both('Footwear', 'Chaussures'), link: categoryLink('footwear') },
        { name: both('Sale', 'Soldes'), link: categoryLink('sale') },
      ],
    },
    socialLinks: [
      {
        title: both('Ridgeline on Instagram', 'Ridgeline sur Instagram'),
        icon: 'instagram',
        link: 'https://www.instagram.com/ridgeline',
      },
      {
        title: both('Ridgeline on Facebook', 'Ridgeline sur Facebook'),
        icon: 'facebook',
        link: 'https://www.facebook.com/ridgeline',
      },
      {
        title: both('Ridgeline on YouTube', 'Ridgeline sur YouTube'),
        icon: 'youtube',
        link: 'https://www.youtube.com/@ridgeline',
      },
      {
        title: both('Ridgeline on Pinterest', 'Ridgeline sur Pinterest'),
        icon: 'pinterest',
        link: 'https://www.pinterest.com/ridgeline',
      },
    ],
    marketingLink: {
      title: both('Get 10% off your first order', '10 % de rabais sur votre première commande'),
      subtitle: both(
        'Sign up for trail news and offers by email.',
        'Abonnez-vous à l’infolettre pour les nouvelles et les offres.',
      ),
      link: '/registration',
      icon: 'mail',
      hasTwoStepModal: true,
    },
    legalLinks: [
      link('Terms & Conditions', 'Conditions générales', pageLink('terms-conditions')),
      link('Privacy Policy', 'Politique de confidentialité', pageLink('privacy-policy')),
      link('Site Map', 'Plan du site', '/t/site-map'),
    ],
    workingHours: [
      { name: both('Monday–Friday', 'Du lundi au vendredi'), text: both('8 am–9 pm ET', '8 h à 21 h (HE)') },
      { name: both('Saturday–Sunday', 'Samedi et dimanche'), text: both('9 am–6 pm ET', '9 h à 18 h (HE)') },
    ],
    submitEmail: {
      enableEmailSubscription: true,
      emailTitleText: both('Stay in the loop', 'Restez au courant'),
      emailDescriptionText: say({
        us: 'Trail news, new arrivals and 10% off your first order.',
        ca: 'Trail news, new arrivals and 10% off your first order, delivered to your inbox.',
        fr: 'Nouvelles du sentier, nouveautés et 10 % de rabais sur votre première commande.',
      }),
      legalText: say({
        us: '<p>By signing up you agree to receive marketing email from Ridgeline. You can unsubscribe at any time. See our Privacy Policy.</p>',
        ca: '<p>By signing up you consent to receive commercial electronic messages from Ridgeline. You can withdraw your consent at any time. See our Privacy Policy.</p>',
        fr: '<p>En vous abonnant, vous consentez à recevoir des messages électroniques commerciaux de Ridgeline. Vous pouvez retirer votre consentement en tout temps. Consultez notre Politique de confidentialité.</p>',
      }),
    },
    hasQualtricsLink: false,
  },
});
