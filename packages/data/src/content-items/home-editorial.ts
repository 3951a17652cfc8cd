/** The home page's editorial blocks: billboard, why-Ridgeline cards, a grid, a collection link, the video and a spacer. */
import { both, categoryLink, demoItem, pageLink, productImage, say, scene } from './authoring.js';
import { DEMO_VIDEO } from './video.js';

const HOME = 'home';

export const sustainabilityBillboard = demoItem({
  key: `${HOME}/billboard`,
  name: 'Home – billboard (built to last)',
  schema: 'billboard',
  body: {
    image: scene('forest', 2, '2f5d3a'),
    mobileImage: scene('forest', 1, '2f5d3a'),
    altText: both('Pine forest below a ridge', 'Une forêt de pins sous une crête'),
    headline: both('Built to last. Made to mend.', 'Fait pour durer. Conçu pour être réparé.'),
    subheadline: both(
      'Free repairs for life on every Ridgeline shell and pack.',
      'Réparations gratuites à vie sur chaque coquille et sac Ridgeline.',
    ),
    fontColor: 'primary-inverted',
    textAlignment: 'Left',
    cta: { text: both('Our approach', 'Notre approche'), link: pageLink('sustainability') },
  },
});

export const whyRidgeline = demoItem({
  key: `${HOME}/why-ridgeline`,
  name: 'Home – informational cards (why Ridgeline)',
  schema: 'informational-card-gallery',
  body: {
    headline: both('Why shop with Ridgeline', 'Pourquoi magasiner chez Ridgeline'),
    columns: 3,
    cards: [
      {
        headline: both('Free returns for 60 days', 'Retours gratuits pendant 60 jours'),
        body: both(
          'Worn it on the trail and it isn’t right? Send it back within **60 days** for a refund.',
          'Vous l’avez porté en sentier et il ne vous convient pas? Retournez-le dans les **60 jours** pour un remboursement.',
        ),
        cta: { text: both('Returns and exchanges', 'Retours et échanges'), link: pageLink('returns-exchanges') },
      },
      {
        headline: both('Repairs for life', 'Réparations à vie'),
        body: both(
          'Broken zip, torn seam, worn buckle: we fix **Ridgeline shells and packs** for free, for as long as you own them.',
          'Fermeture brisée, couture déchirée, boucle usée : nous réparons **gratuitement les coquilles et sacs Ridgeline**, aussi longtemps que vous les possédez.',
        ),
      },
      {
        headline: both('Advice from people who hike', 'Les conseils de gens qui randonnent'),
        body: both(
          'Our guides are written and tested by our team. Start with *what to pack for a day hike*.',
          'Nos guides sont rédigés et testés par notre équipe. Commencez par *quoi apporter pour une randonnée d’un jour*.',
        ),
        cta: { text: both('Read the guide', 'Lire le guide'), link: pageLink('what-to-pack-for-a-day-hike') },
      },
    ],
  },
});

export const layeringGrid = demoItem({
  key: `${HOME}/layering-grid`,
  name: 'Home – grid content (three layers)',
  schema: 'grid-content',
  body: {
    headline: both('Three layers, any weather', 'Trois couches, par tous les temps'),
    columns: 3,
    backgroundColor: 'dry-1',
    items: [
      {
        image: productImage('base-layer', 1, '1f2f4e'),
        altText: both('A navy base layer top', 'Un haut de couche de base marine'),
        headline: both('Base: move moisture', 'Base : évacuer l’humidité'),
        body: both('Merino or synthetic, next to the skin.', 'Mérinos ou synthétique, près du corps.'),
        cta: {
          text: both('Shop base layers', 'Magasinez les couches de base'),
          link: categoryLink('mens-clothing-base-layers'),
        },
      },
      {
        image: productImage('fleece', 2, 'c0562a'),
        altText: both('An orange fleece jacket', 'Une veste polaire orange'),
        headline: both('Mid: hold the warmth', 'Intermédiaire : garder la chaleur'),
        body: both('Fleece or a light puffy for the stops.', 'Une polaire ou une doudoune légère pour les pauses.'),
        cta: { text: both('Shop fleece', 'Magasinez les polaires'), link: categoryLink('womens-clothing-fleece') },
      },
      {
        image: productImage('jacket', 0, '2f5d3a'),
        altText: both('A green waterproof shell', 'Une coquille imperméable verte'),
        headline: both('Shell: stop wind and rain', 'Coquille : arrêter le vent et la pluie'),
        body: both('Waterproof, breathable, packable.', 'Imperméable, respirante, compressible.'),
        cta: { text: both('Shop jackets', 'Magasinez les vestes'), link: categoryLink('mens-clothing-jackets') },
      },
    ],
  },
});

export const giftGuideLink = demoItem({
  key: `${HOME}/gift-guide-link`,
  name: 'Home – collection link (gift guide)',
  schema: 'collection-link',
  body: {
    headline: both('The gift guide', 'Le guide des cadeaux'),
    body: both(
      'Presents for hikers, runners and the kids who keep up with them.',
      'Des cadeaux pour les randonneurs, les coureurs et les enfants qui les suivent.',
    ),
    image: scene('snow', 2, 'c8202f'),
    altText: both('Snow on a pine forest at dusk', 'De la neige sur une forêt de pins au crépuscule'),
    link: pageLink('gift-guide'),
    linkText: both('Find a gift', 'Trouver un cadeau'),
  },
});

export const trailVideo = demoItem({
  key: `${HOME}/video`,
  name: 'Home – video (first light on the ridge)',
  schema: 'video',
  body: {
    title: both('First light on the ridge', 'Premières lueurs sur la crête'),
    video: {
      url: DEMO_VIDEO.url,
      mimeType: DEMO_VIDEO.mimeType,
      captionsUrl: say({ us: DEMO_VIDEO.captions.en, fr: DEMO_VIDEO.captions.fr }),
    },
    posterImage: scene('summit', 0, '1f4e9c'),
    altText: both(
      'Morning light moving across a snow-capped peak',
      'La lumière du matin qui glisse sur un sommet enneigé',
    ),
    caption: both('Twelve seconds of quiet before the climb.', 'Douze secondes de calme avant la montée.'),
    autoplay: false,
    loop: true,
  },
});

export const spacer = demoItem({
  key: `${HOME}/spacer`,
  name: 'Home – blank spacer',
  schema: 'blank',
  body: { height: 'medium' },
});
