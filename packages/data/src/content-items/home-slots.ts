/**
 * The home page's personalised slots (spec 3 §3.1, §4.1): one whose variant differs for guests and
 * registered customers, one whose variant follows the loyalty tier. Variants are tried in order
 * and the first match wins, so Titanium comes before members (Titanium members are members too).
 */
import { CUSTOMER_GROUPS } from '@ridgeline/config';
import { accountDrawerLink, both, categoryLink, demoItem, personalisedSlot, say, scene } from './authoring.js';

const HOME = 'home';

export const guestWelcome = demoItem({
  key: `${HOME}/welcome/guest`,
  name: 'Home – welcome for guests (create an account)',
  schema: 'messaging-banner',
  body: {
    headline: {
      localizableText: both(
        'New here? Create an account and take 10% off your first order with WELCOME10.',
        'Nouveau ici? Créez un compte et obtenez 10 % de rabais sur votre première commande avec WELCOME10.',
      ),
      legalText: both(
        '<p>One use per customer, on the merchandise subtotal.</p>',
        '<p>Une utilisation par client, sur le sous-total des marchandises.</p>',
      ),
      font: 'primary',
      fontColor: 'primary-inverted',
    },
    backgroundColor: 'brand',
    buttonGroupSection: {
      addArrowForwardIcon: false,
      buttonGroup: [
        { buttonText: both('Create an account', 'Créer un compte'), buttonColor: 'white', url: '/registration' },
        { buttonText: both('Sign in', 'Se connecter'), buttonColor: 'white', url: '/login' },
      ],
      addButtonGroupOnNewLine: false,
    },
  },
});

export const registeredWelcome = demoItem({
  key: `${HOME}/welcome/registered`,
  name: 'Home – welcome back for registered customers',
  schema: 'messaging-banner',
  body: {
    headline: {
      localizableText: both(
        'Welcome back. Your wishlist and past orders are waiting in your account.',
        'Bon retour parmi nous. Votre liste de souhaits et vos commandes vous attendent dans votre compte.',
      ),
      font: 'primary',
      fontColor: 'primary',
    },
    backgroundColor: 'cool-1',
    buttonGroupSection: {
      url: '/account',
      addArrowForwardIcon: true,
      buttonGroup: [
        { buttonText: both('Your orders', 'Vos commandes'), buttonColor: 'white', url: '/account/orders' },
        {
          buttonText: both('Your wishlist', 'Votre liste de souhaits'),
          buttonColor: 'white',
          url: '/account/wishlist',
        },
      ],
      addButtonGroupOnNewLine: false,
    },
  },
});

// A shopper whose groups are not known yet is a guest (spec 3 §4.1: guest is the default).
export const welcomeSlot = personalisedSlot(
  `${HOME}/welcome`,
  'Home – personalised welcome (guest or registered)',
  [
    {
      title: 'Registered customers',
      segments: [CUSTOMER_GROUPS.registered],
      matchMode: 'Any',
      show: registeredWelcome,
    },
    { title: 'Guests', segments: [CUSTOMER_GROUPS.unregistered], matchMode: 'Any', show: guestWelcome },
  ],
  guestWelcome,
);

const rewardsTerms = {
  linkText: both('Program terms', 'Conditions du programme'),
  legalBody: both(
    '<p>Points have no cash value. Titanium status lasts one year from the day it is reached.</p>',
    '<p>Les points n’ont aucune valeur monétaire. Le statut Titane dure un an à compter du jour où il est atteint.</p>',
  ),
};

/** Both member tiers get the base-layer offer (the demo promotion members-base-layers-15). */
const baseLayerOffer = {
  title: both('15% off base layers', '15 % de rabais sur les couches de base'),
  description: both(
    '<p>Applied at checkout to every base layer.</p>',
    '<p>Appliqué au moment de payer sur toutes les couches de base.</p>',
  ),
  image: scene('snow', 0, '1f2f4e'),
  altText: '',
  cta: {
    text: both('Shop base layers', 'Magasinez les couches de base'),
    link: categoryLink('womens-clothing-base-layers'),
  },
};

export const titaniumPerks = demoItem({
  key: `${HOME}/rewards/titanium`,
  name: 'Home – rewards for Titanium members',
  schema: 'promotions',
  body: {
    headline: both('Your Titanium perks', 'Vos avantages Titane'),
    promotions: [
      {
        title: both('Free shipping, always', 'Livraison gratuite, toujours'),
        description: both(
          '<p>Every order ships free, whatever its size.</p>',
          '<p>Chaque commande est livrée gratuitement, peu importe sa taille.</p>',
        ),
        image: scene('summit', 2, '3a3d40'),
        altText: '',
        cta: { text: both('Shop new arrivals', 'Magasinez les nouveautés'), link: categoryLink('new-arrivals') },
        legalLink: rewardsTerms,
      },
      baseLayerOffer,
      {
        title: both('Early access to the Winter Sale', 'Accès anticipé aux soldes d’hiver'),
        description: both(
          '<p>Titanium members shop the sale a day before everyone else.</p>',
          '<p>Les membres Titane magasinent les soldes un jour avant tout le monde.</p>',
        ),
        image: scene('forest', 3, '1c1c1e'),
        altText: '',
      },
    ],
    backgroundColor: 'black',
  },
});

export const memberPerks = demoItem({
  key: `${HOME}/rewards/member`,
  name: 'Home – rewards for loyalty members',
  schema: 'promotions',
  body: {
    headline: both('Member perks', 'Avantages membres'),
    promotions: [
      {
        title: both('You ship free', 'Votre livraison est gratuite'),
        description: both(
          '<p>Members get free standard shipping on every order.</p>',
          '<p>Les membres profitent de la livraison standard gratuite sur chaque commande.</p>',
        ),
        image: scene('trail', 0, '2f5d3a'),
        altText: '',
        legalLink: rewardsTerms,
      },
      baseLayerOffer,
      {
        title: both('Reach Titanium', 'Atteignez le statut Titane'),
        description: both(
          '<p>Earn 10,000 points in a year for Titanium status and its perks.</p>',
          '<p>Accumulez 10 000 points en un an pour obtenir le statut Titane et ses avantages.</p>',
        ),
        image: scene('summit', 1, '1f4e9c'),
        altText: '',
        cta: { text: both('See your points', 'Voir vos points'), link: '/membership' },
      },
    ],
    backgroundColor: 'cool-2',
  },
});

export const joinRewards = demoItem({
  key: `${HOME}/rewards/join`,
  name: 'Home – join Ridgeline Rewards (everyone else)',
  schema: 'collection-link',
  body: {
    headline: both('Join Ridgeline Rewards', 'Joignez-vous à Ridgeline Récompenses'),
    body: say({
      us: 'Free shipping on every order, points on every purchase and members-only offers. Free to join.',
      ca: 'Free shipping on every order, points on every purchase and members-only offers. Free to join, coast to coast.',
      fr: 'Livraison gratuite sur chaque commande, des points sur chaque achat et des offres réservées aux membres. L’adhésion est gratuite.',
    }),
    image: scene('lake', 3, '1f6f72'),
    altText: both('A calm lake at dusk', 'Un lac calme au crépuscule'),
    link: accountDrawerLink({ us: 'Join Ridgeline Rewards', fr: 'Joignez-vous à Ridgeline Récompenses' }),
    linkText: both('Join now', 'Adhérer'),
  },
});

export const rewardsSlot = personalisedSlot(
  `${HOME}/rewards`,
  'Home – personalised rewards (by loyalty tier)',
  [
    { title: 'Titanium members', segments: [CUSTOMER_GROUPS.titaniumMembers], matchMode: 'Any', show: titaniumPerks },
    {
      title: 'Loyalty members',
      segments: [CUSTOMER_GROUPS.registered, CUSTOMER_GROUPS.loyaltyMembers],
      matchMode: 'All',
      show: memberPerks,
    },
  ],
  joinRewards,
);

export const HOME_SLOT_ITEMS = [
  guestWelcome,
  registeredWelcome,
  welcomeSlot,
  titaniumPerks,
  memberPerks,
  joinRewards,
  rewardsSlot,
];
