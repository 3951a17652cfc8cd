/**
 * Content pages under /t/ (delivery key `t/{slug}`). Their slugs are not the ids of the articles
 * and service pages that /t/{id} also serves (packages/data/src/content), which a test checks.
 */
import type { StoredItem } from '../load/commerce.js';
import { both, categoryLink, demoItem, pageLink, productImage, refer, say, scene } from './authoring.js';
import { productId } from '../catalog/identifiers.js';
import { DEMO_VIDEO } from './video.js';

type PageSpec = {
  slug: string;
  title: { us: string; fr: string };
  description: { us: string; fr: string; ca?: string };
  image: ReturnType<typeof scene>;
  blocks: StoredItem[];
};

function contentPage({ slug, title, description, image, blocks }: PageSpec): StoredItem[] {
  const page = demoItem({
    key: `t/${slug}`,
    name: `Content page – ${title.us}`,
    schema: 'content-page',
    deliveryKey: `t/${slug}`,
    body: {
      slug,
      title: both(title.us, title.fr),
      seo: {
        title: both(`${title.us} | Ridgeline`, `${title.fr} | Ridgeline`),
        description: say(description),
        noindex: false,
        canonicalUrl: say({ us: `/t/${slug}`, ca: `/en-CA/t/${slug}`, fr: `/fr-CA/t/${slug}` }),
        openGraph: { ogTitle: both(title.us, title.fr), ogDescription: say(description), ogImage: image },
        alternateUrls: [
          { locale: 'en-US', url: `/t/${slug}` },
          { locale: 'en-CA', url: `/en-CA/t/${slug}` },
          { locale: 'fr-CA', url: `/fr-CA/t/${slug}` },
        ],
      },
      content: blocks.map(refer),
    },
  });
  return [page, ...blocks.map((block) => ({ ...block, parentId: page.id }))];
}

// ── Trail guide ──────────────────────────────────────────────────────────────────────────────

const trailHero = demoItem({
  key: 't/trail-guide/hero',
  name: 'Trail guide – hero',
  schema: 'hero-banner',
  body: {
    imageObject: {
      altText: both('A trail winding between pines', 'Un sentier qui serpente entre les pins'),
      dynamicImage: scene('trail', 3, '2f5d3a'),
    },
    layout: {
      contentWidth: 'narrow',
      verticalAlignment: 'Bottom',
      horizontalAlignment: 'Left',
      contentJustification: 'Left',
    },
    preheader: { text: both('The trail guide', 'Le guide du sentier'), color: 'primary' },
    headline: {
      text: both('Your first overnight hike', 'Votre première randonnée de deux jours'),
      color: 'primary',
      font: 'secondary',
    },
    body: {
      text: both(
        'Everything we wish we had known before our first night on the trail.',
        'Tout ce que nous aurions aimé savoir avant notre première nuit en sentier.',
      ),
      color: 'primary',
    },
    fetchPriority: 'high',
  },
});

const trailSteps = demoItem({
  key: 't/trail-guide/steps',
  name: 'Trail guide – four steps',
  schema: 'informational-card-gallery',
  body: {
    headline: both('Four steps to a good first night', 'Quatre étapes pour une bonne première nuit'),
    columns: 4,
    cards: [
      {
        image: scene('lake', 1, '1f6f72'),
        altText: '',
        headline: both('1. Pick a short route', '1. Choisissez un trajet court'),
        body: both(
          'Plan **8 to 12 km** on the first day, with water and a marked campsite at the end.',
          'Prévoyez **8 à 12 km** le premier jour, avec de l’eau et un emplacement de camping balisé au bout.',
        ),
      },
      {
        image: productImage('pack', 1, '9c3b2e'),
        altText: '',
        headline: both('2. Pack light, pack right', '2. Voyagez léger, mais bien équipé'),
        body: both(
          'A 40 to 50 litre pack holds a night’s gear. Put the heavy things close to your back.',
          'Un sac de 40 à 50 litres suffit pour une nuit. Placez les objets lourds près du dos.',
        ),
        cta: { text: both('How to choose a pack', 'Choisir un sac'), link: pageLink('how-to-choose-a-daypack') },
      },
      {
        image: productImage('fleece', 0, 'c0562a'),
        altText: '',
        headline: both('3. Bring a warm layer', '3. Apportez une couche chaude'),
        body: both(
          'Nights are colder than you think. A fleece and a hat weigh little and save the evening.',
          'Les nuits sont plus froides qu’on le pense. Une polaire et une tuque pèsent peu et sauvent la soirée.',
        ),
      },
      {
        image: productImage('bottle', 2, '1f6f72'),
        altText: '',
        headline: both('4. Leave no trace', '4. Ne laissez aucune trace'),
        body: both(
          'Camp on durable ground, pack out what you pack in and keep fires small, or skip them.',
          'Campez sur un sol résistant, rapportez tous vos déchets et faites de petits feux, ou pas de feu du tout.',
        ),
      },
    ],
  },
});

/** A block of a type this engine does not know: visitors see nothing, staff outside production see its data. */
const trailQuiz = demoItem({
  key: 't/trail-guide/quiz',
  name: 'Trail guide – legacy quiz (block type the storefront does not know)',
  schema: 'legacy-quiz',
  body: {
    question: both(
      'How much water should you carry per hour of hiking?',
      'Combien d’eau faut-il transporter par heure de marche?',
    ),
    answers: [
      { text: both('About 250 ml', 'Environ 250 ml'), correct: false },
      { text: both('About 500 ml', 'Environ 500 ml'), correct: true },
      { text: both('About 2 litres', 'Environ 2 litres'), correct: false },
    ],
  },
});

const trailPacks = demoItem({
  key: 't/trail-guide/packs',
  name: 'Trail guide – product carousel (packs)',
  schema: 'product-carousel',
  body: {
    categoryId: 'accessories-packs',
    headline: both('Packs for the trip', 'Des sacs pour l’aventure'),
    maxSlides: 8,
    linkText: both('All packs and bags', 'Tous les sacs'),
    link: categoryLink('accessories-packs'),
  },
});

const trailReading = demoItem({
  key: 't/trail-guide/reading',
  name: 'Trail guide – card carousel (further reading)',
  schema: 'card-carousel',
  body: {
    header: { headerText: both('Further reading', 'Pour aller plus loin') },
    desktopCardDisplay: 'Compact',
    cards: [
      {
        image: scene('summit', 1, '6e4a2f'),
        altText: '',
        link: pageLink('what-to-pack-for-a-day-hike'),
        headline: both('What to pack for a day hike', 'Quoi apporter pour une randonnée d’un jour'),
      },
      {
        image: scene('lake', 0, '1f4e9c'),
        altText: '',
        link: pageLink('hydration-on-the-trail'),
        headline: both('Hydration on the trail', 'S’hydrater en sentier'),
      },
      {
        image: scene('forest', 2, '5f6b3a'),
        altText: '',
        link: pageLink('hiking-socks-and-blister-prevention'),
        headline: both('Socks and blisters', 'Chaussettes et ampoules'),
      },
    ],
  },
});

// ── Gift guide ───────────────────────────────────────────────────────────────────────────────

const giftHero = demoItem({
  key: 't/gift-guide/hero',
  name: 'Gift guide – hero',
  schema: 'hero-banner',
  body: {
    imageObject: {
      altText: both('Snow on a forest at dusk', 'De la neige sur une forêt au crépuscule'),
      dynamicImage: scene('snow', 2, 'c8202f'),
    },
    layout: {
      contentWidth: 'wide',
      verticalAlignment: 'Middle',
      horizontalAlignment: 'Center',
      contentJustification: 'Center',
    },
    headline: {
      text: both('Gifts for the outdoors', 'Des cadeaux pour le plein air'),
      color: 'primary',
      font: 'secondary',
    },
    body: {
      text: both(
        'Picked by our team, from stocking stuffers to big days out.',
        'Choisis par notre équipe, des petites attentions aux grandes sorties.',
      ),
      color: 'primary',
    },
    desktopButtons: [{ text: both('Gifts under $50', 'Cadeaux à moins de 50 $'), link: categoryLink('accessories') }],
    mobileButton: { text: both('Gifts under $50', 'Cadeaux à moins de 50 $'), link: categoryLink('accessories') },
    fetchPriority: 'high',
  },
});

const giftIdeas = demoItem({
  key: 't/gift-guide/ideas',
  name: 'Gift guide – card carousel (by person)',
  schema: 'card-carousel',
  body: {
    header: { headerText: both('Gifts by person', 'Des cadeaux pour chacun') },
    desktopCardDisplay: 'Grid Viznav',
    cards: [
      {
        image: productImage('boot', 2, '6e4a2f'),
        altText: '',
        link: categoryLink('footwear-hiking-boots'),
        headline: both('For the hiker', 'Pour la randonneuse'),
      },
      {
        image: productImage('shoe', 1, '1f4e9c'),
        altText: '',
        link: categoryLink('footwear-trail-running'),
        headline: both('For the runner', 'Pour le coureur'),
      },
      {
        image: productImage('jacket', 3, 'c8202f'),
        altText: '',
        link: categoryLink('kids-clothing-jackets'),
        headline: both('For the kids', 'Pour les enfants'),
      },
      {
        image: productImage('socks', 0, '9aae8c'),
        altText: '',
        link: categoryLink('accessories-socks'),
        headline: both('Stocking stuffers', 'Petites attentions'),
      },
    ],
  },
});

const giftPicks = demoItem({
  key: 't/gift-guide/picks',
  name: 'Gift guide – product recommendations (similar to our picks)',
  schema: 'product-recommendations',
  body: {
    sectionHeader: both('More gift ideas', 'Plus d’idées cadeaux'),
    einsteinRecommender: 'similar-products',
    // The first catalogue positions exist in every demo catalogue (120 products or more).
    einsteinRecommenderProductIds: [productId(3), productId(12), productId(20)],
  },
});

const giftDeliveryUs = demoItem({
  key: 't/gift-guide/delivery/us',
  name: 'Gift guide – delivery dates (United States)',
  schema: 'messaging-banner',
  body: {
    headline: {
      localizableText: both(
        'Order by December 17 with standard shipping for delivery by December 24.',
        'Commandez au plus tard le 17 décembre avec la livraison standard pour recevoir votre colis le 24 décembre.',
      ),
      fontColor: 'primary',
    },
    backgroundColor: 'cool-1',
    buttonGroupSection: {
      url: '/t/shipping',
      addArrowForwardIcon: true,
      buttonGroup: [],
      addButtonGroupOnNewLine: false,
    },
  },
});

const giftDeliveryCa = demoItem({
  key: 't/gift-guide/delivery/ca',
  name: 'Gift guide – delivery dates (Canada)',
  schema: 'messaging-banner',
  body: {
    headline: {
      localizableText: both(
        'Order by December 15 with standard shipping for delivery anywhere in Canada by December 24.',
        'Commandez au plus tard le 15 décembre avec la livraison standard pour une livraison partout au Canada d’ici le 24 décembre.',
      ),
      fontColor: 'primary',
    },
    backgroundColor: 'cool-1',
    buttonGroupSection: {
      url: '/t/shipping',
      addArrowForwardIcon: true,
      buttonGroup: [],
      addButtonGroupOnNewLine: false,
    },
  },
});

/** Cut-off dates differ by country: a localised slot gives each locale its own line-up. */
const giftDelivery = demoItem({
  key: 't/gift-guide/delivery',
  name: 'Gift guide – delivery dates (localised slot)',
  schema: 'localised-slot',
  body: {
    content: say({ us: [refer(giftDeliveryUs)], ca: [refer(giftDeliveryCa)], fr: [refer(giftDeliveryCa)] }),
  },
});

// ── Sustainability ───────────────────────────────────────────────────────────────────────────

const repairVideo = demoItem({
  key: 't/sustainability/video-hero',
  name: 'Sustainability – video hero',
  schema: 'video-hero',
  body: {
    video: { url: DEMO_VIDEO.url, mimeType: DEMO_VIDEO.mimeType },
    posterImage: scene('summit', 0, '1f4e9c'),
    altText: both('Morning light on a snow-capped peak', 'La lumière du matin sur un sommet enneigé'),
    preheader: { text: both('Our approach', 'Notre approche'), color: 'primary' },
    headline: { text: both('Gear you keep for years', 'De l’équipement que vous gardez des années'), color: 'primary' },
    body: both(
      'The greenest jacket is the one you already own. We build for the long run and fix what breaks.',
      'La veste la plus écologique est celle que vous possédez déjà. Nous concevons pour durer et réparons ce qui brise.',
    ),
    layout: { verticalAlignment: 'Bottom', horizontalAlignment: 'Left' },
  },
});

const sustainabilityGrid = demoItem({
  key: 't/sustainability/grid',
  name: 'Sustainability – grid content (three commitments)',
  schema: 'grid-content',
  body: {
    headline: both('Three commitments', 'Trois engagements'),
    columns: 3,
    items: [
      {
        image: scene('forest', 3, '2f5d3a'),
        altText: '',
        headline: both('Repairs for life', 'Réparations à vie'),
        body: both(
          'Shells and packs are repaired free, for as long as you own them.',
          'Coquilles et sacs réparés gratuitement, aussi longtemps que vous les possédez.',
        ),
      },
      {
        image: scene('lake', 2, '1f6f72'),
        altText: '',
        headline: both('Recycled fabrics', 'Tissus recyclés'),
        body: both(
          'Most of our fleece is spun from recycled polyester.',
          'La plupart de nos polaires sont faites de polyester recyclé.',
        ),
      },
      {
        image: scene('canyon', 1, 'c9962b'),
        altText: '',
        headline: both('Less packaging', 'Moins d’emballage'),
        body: both(
          'Orders ship in recycled paper, without plastic bags.',
          'Les commandes sont expédiées dans du papier recyclé, sans sac de plastique.',
        ),
      },
    ],
  },
});

const repairBanner = demoItem({
  key: 't/sustainability/repair-banner',
  name: 'Sustainability – messaging banner (repair programme)',
  schema: 'messaging-banner',
  body: {
    headline: {
      localizableText: say({
        us: 'Something broke? Bring it to any Ridgeline store and we will fix it.',
        ca: 'Something broke? Bring it to any Ridgeline store and we’ll fix it, free.',
        fr: 'Quelque chose a brisé? Apportez-le dans n’importe quel magasin Ridgeline et nous le réparerons.',
      }),
      fontColor: 'primary-inverted',
    },
    backgroundColor: 'protected-1',
    buttonGroupSection: {
      addArrowForwardIcon: false,
      buttonGroup: [
        { buttonText: both('Find a store', 'Trouver un magasin'), buttonColor: 'white', url: '/store-locator' },
      ],
      addButtonGroupOnNewLine: false,
    },
  },
});

const repairSlot = demoItem({
  key: 't/sustainability/repair-slot',
  name: 'Sustainability – slot (repair programme)',
  schema: 'slot',
  body: { content: [refer(repairBanner)] },
});

export function contentPageItems(): StoredItem[] {
  return [
    ...contentPage({
      slug: 'trail-guide',
      title: { us: 'The trail guide', fr: 'Le guide du sentier' },
      description: {
        us: 'Plan your first overnight hike: route, pack, layers and leave-no-trace, from the Ridgeline team.',
        fr: 'Planifiez votre première randonnée de deux jours : trajet, sac, couches et sans trace, par l’équipe Ridgeline.',
      },
      image: scene('trail', 3, '2f5d3a'),
      blocks: [trailHero, trailSteps, trailQuiz, trailPacks, trailReading],
    }),
    ...contentPage({
      slug: 'gift-guide',
      title: { us: 'The gift guide', fr: 'Le guide des cadeaux' },
      description: {
        us: 'Gift ideas for hikers, runners and kids, from stocking stuffers to boots. Free shipping over $99.',
        ca: 'Gift ideas for hikers, runners and kids, from stocking stuffers to boots. Free shipping over $129.',
        fr: 'Des idées cadeaux pour les randonneurs, les coureurs et les enfants. Livraison gratuite dès 129 $.',
      },
      image: scene('snow', 2, 'c8202f'),
      blocks: [giftHero, giftDelivery, giftIdeas, giftPicks],
    }),
    ...contentPage({
      slug: 'sustainability',
      title: { us: 'Built to last', fr: 'Fait pour durer' },
      description: {
        us: 'How Ridgeline designs gear that lasts: repairs for life, recycled fabrics and less packaging.',
        fr: 'Comment Ridgeline conçoit de l’équipement durable : réparations à vie, tissus recyclés et moins d’emballage.',
      },
      image: scene('forest', 3, '2f5d3a'),
      blocks: [repairVideo, sustainabilityGrid, repairSlot],
    }),
  ].concat(
    // Blocks held by a slot, not by the page: their parent is the slot.
    [giftDeliveryUs, giftDeliveryCa].map((item) => ({ ...item, parentId: giftDelivery.id })),
    [{ ...repairBanner, parentId: repairSlot.id }],
  );
}
