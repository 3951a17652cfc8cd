/**
 * The home page's blocks that everyone sees. Offers and thresholds are the demo promotions'
 * (free standard shipping over $99 in the US and $129 in Canada, WELCOME10, members' perks).
 */
import { CATEGORY_TREE, NEW_ARRIVALS_CATEGORY_ID, SALE_CATEGORY_ID } from '../catalog/categories.js';
import {
  accountDrawerLink,
  both,
  catalogueWords,
  categoryLink,
  demoItem,
  pageLink,
  productImage,
  say,
  scene,
  searchLink,
} from './authoring.js';

const HOME = 'home';

export const marketingBanner = demoItem({
  key: `${HOME}/marketing-banner`,
  name: 'Home – marketing banner (shipping, rewards, new arrivals)',
  schema: 'marketing-banner',
  body: {
    hideOffersText: false,
    childBanners: [
      {
        desktopRotatingMessage: say({
          us: 'Free standard shipping on orders over $99',
          ca: 'Free standard shipping on orders over $129',
          fr: 'Livraison standard gratuite pour les commandes de plus de 129 $',
        }),
        mobileRotatingMessage: say({
          us: 'Free shipping over $99',
          ca: 'Free shipping over $129',
          fr: 'Livraison gratuite dès 129 $',
        }),
        headline: say({
          us: 'Free standard shipping over $99',
          ca: 'Free standard shipping over $129',
          fr: 'Livraison standard gratuite dès 129 $',
        }),
        body: say({
          us: '<p>Orders of $99 or more ship free to any address in the contiguous United States, in 3 to 7 business days.</p>',
          ca: '<p>Orders of $129 or more ship free anywhere in Canada, in 3 to 8 business days.</p>',
          fr: '<p>Les commandes de 129 $ et plus sont livrées gratuitement partout au Canada, en 3 à 8 jours ouvrables.</p>',
        }),
        bannerButtons: [{ text: both('Shipping details', 'Détails de livraison'), url: '/t/shipping' }],
        legalTextLink: {
          text: both('Terms apply', 'Conditions applicables'),
          legalBody: say({
            us: '<p>Free standard shipping applies to the merchandise subtotal after discounts, before taxes, on orders shipped to the contiguous United States. Not valid on gift cards or oversized items.</p>',
            ca: '<p>Free standard shipping applies to the merchandise subtotal after discounts, before taxes, on orders shipped within Canada. Not valid on gift cards or oversized items.</p>',
            fr: '<p>La livraison standard gratuite s’applique au sous-total des marchandises après rabais, avant taxes, pour les commandes livrées au Canada. Ne s’applique pas aux cartes-cadeaux ni aux articles surdimensionnés.</p>',
          }),
        },
      },
      {
        desktopRotatingMessage: both(
          'Ridgeline Rewards members ship free on every order',
          'Les membres Ridgeline Récompenses profitent de la livraison gratuite sur chaque commande',
        ),
        mobileRotatingMessage: both('Members ship free', 'Livraison gratuite pour les membres'),
        headline: both('Join Ridgeline Rewards, it’s free', 'Joignez-vous à Ridgeline Récompenses, c’est gratuit'),
        body: both(
          '<p>Free shipping on every order, points on every purchase and offers only members see.</p>',
          '<p>La livraison gratuite sur chaque commande, des points sur chaque achat et des offres réservées aux membres.</p>',
        ),
        bannerButtons: [
          {
            text: both('Join or sign in', 'Adhérer ou se connecter'),
            link: accountDrawerLink({ us: 'Open your account', fr: 'Ouvrir votre compte' }),
          },
          { text: both('How it works', 'Comment ça fonctionne'), url: '/membership' },
        ],
        legalTextLink: {
          text: both('Program terms', 'Conditions du programme'),
          legalBody: both(
            '<p>Membership is free and open to residents of the United States and Canada aged 18 and over. Points have no cash value and expire after 12 months without an order.</p>',
            '<p>L’adhésion est gratuite et ouverte aux résidents des États-Unis et du Canada âgés de 18 ans et plus. Les points n’ont aucune valeur monétaire et expirent après 12 mois sans commande.</p>',
          ),
        },
      },
      {
        desktopRotatingMessage: both(
          'New arrivals: fresh layers for the season ahead',
          'Nouveautés : de nouvelles couches pour la saison qui vient',
        ),
        mobileRotatingMessage: both('Shop new arrivals', 'Magasinez les nouveautés'),
        headline: both('Take 10% off your first order', '10 % de rabais sur votre première commande'),
        body: both(
          '<p>Use code <strong>WELCOME10</strong> at checkout.</p>',
          '<p>Utilisez le code <strong>WELCOME10</strong> au moment de payer.</p>',
        ),
        bannerButtons: [
          { text: both('Shop new arrivals', 'Magasinez les nouveautés'), url: `/category/${NEW_ARRIVALS_CATEGORY_ID}` },
        ],
        legalTextLink: {
          text: both('Offer details', 'Détails de l’offre'),
          legalBody: both(
            '<p>10% off the merchandise subtotal with code WELCOME10, once per customer. Cannot be combined with other codes.</p>',
            '<p>10 % de rabais sur le sous-total des marchandises avec le code WELCOME10, une fois par client. Non cumulable avec d’autres codes.</p>',
          ),
        },
      },
    ],
  },
});

export const hero = demoItem({
  key: `${HOME}/hero`,
  name: 'Home – hero (trail season)',
  schema: 'hero-banner',
  body: {
    imageObject: {
      altText: both(
        'A snow-capped peak above a green valley at first light',
        'Un sommet enneigé au-dessus d’une vallée verdoyante aux premières lueurs',
      ),
      link: categoryLink(NEW_ARRIVALS_CATEGORY_ID),
      dynamicImage: scene('summit', 0, '1f4e9c'),
      linkTarget: '_self',
      logoColor: 'primary',
    },
    layout: {
      contentWidth: 'narrow',
      verticalAlignment: 'Top',
      horizontalAlignment: 'Left',
      contentJustification: 'Left',
    },
    preheader: { text: both('New season', 'Nouvelle saison'), color: 'primary' },
    headline: {
      text: both('Made for the long way up', 'Conçu pour la longue montée'),
      color: 'primary',
      font: 'secondary',
    },
    body: {
      text: both(
        'Waterproof shells, light fleece and boots that are broken in by the first switchback.',
        'Coquilles imperméables, polaires légères et bottes confortables dès le premier lacet.',
      ),
      color: 'primary',
    },
    buttonStyles: { btnVariant: 'primary', btnColor: 'brand' },
    desktopButtons: [
      { text: both('Shop men', 'Magasinez pour homme'), link: categoryLink('mens-clothing') },
      { text: both('Shop women', 'Magasinez pour femme'), link: categoryLink('womens-clothing') },
    ],
    mobileButton: {
      text: both('Shop new arrivals', 'Magasinez les nouveautés'),
      link: categoryLink(NEW_ARRIVALS_CATEGORY_ID),
    },
    spaceBelow: 'medium',
    fetchPriority: 'high',
    legalLink: {
      linkText: both('Details', 'Détails'),
      legalBody: both(
        '<p>Styles and colours vary by region and while quantities last.</p>',
        '<p>Les modèles et les couleurs varient selon la région et jusqu’à épuisement des stocks.</p>',
      ),
    },
  },
});

/** One tile per top-level category, drawn with the category's own artwork, as its listing is. */
export const categoryTiles = demoItem({
  key: `${HOME}/category-tiles`,
  name: 'Home – navigation tiles (top-level categories)',
  schema: 'navigation-tiles',
  body: {
    headerText: both('Shop by category', 'Magasinez par catégorie'),
    childTiles: CATEGORY_TREE.map((top, i) => ({
      text: say(catalogueWords(top.name)),
      image: productImage(top.kind, i % 4, top.hex),
      altText: say(catalogueWords(top.name)),
      link: categoryLink(top.id, catalogueWords(top.title)),
    })),
  },
});

export const newArrivalsCarousel = demoItem({
  key: `${HOME}/new-arrivals-carousel`,
  name: 'Home – product carousel (new arrivals)',
  schema: 'product-carousel',
  body: {
    categoryId: NEW_ARRIVALS_CATEGORY_ID,
    headline: both('Just landed', 'Tout juste arrivés'),
    maxSlides: 10,
    linkText: both('Shop all new arrivals', 'Voir toutes les nouveautés'),
    link: categoryLink(NEW_ARRIVALS_CATEGORY_ID),
  },
});

export const activityCards = demoItem({
  key: `${HOME}/activity-cards`,
  name: 'Home – card carousel (shop by activity)',
  schema: 'card-carousel',
  body: {
    header: {
      headerText: both('Shop by activity', 'Magasinez par activité'),
      subHeaderText: both('Gear picked for where you’re headed', 'De l’équipement choisi selon votre destination'),
      linkText: both('All articles', 'Tous les articles'),
      link: pageLink('trail-guide'),
      linkTarget: '_self',
    },
    desktopCardDisplay: 'Standard',
    cards: [
      {
        image: scene('trail', 1, '2f5d3a'),
        altText: both('A dirt trail winding through a meadow', 'Un sentier de terre qui serpente dans un pré'),
        link: categoryLink('footwear-hiking-boots'),
        headline: both('Day hiking', 'Randonnée d’un jour'),
        body: both(
          'Boots, daypacks and layers for a day out.',
          'Bottes, sacs de jour et couches pour une journée dehors.',
        ),
      },
      {
        image: scene('canyon', 2, 'c0562a'),
        altText: both('Red canyon walls under an evening sky', 'Des parois de canyon rouges sous un ciel du soir'),
        link: categoryLink('footwear-trail-running'),
        headline: both('Trail running', 'Course en sentier'),
        body: both('Light, grippy and quick to dry.', 'Légères, adhérentes et à séchage rapide.'),
      },
      {
        image: scene('lake', 0, '1f6f72'),
        altText: both('Still lake water below rounded hills', 'Un lac calme au pied de collines arrondies'),
        link: categoryLink('accessories-packs'),
        headline: both('Camping', 'Camping'),
        body: both(
          'Packs and bottles for a night under the stars.',
          'Sacs et gourdes pour une nuit à la belle étoile.',
        ),
      },
      {
        image: scene('snow', 3, '4f6478'),
        altText: both('Snow falling on a pine forest', 'De la neige qui tombe sur une forêt de pins'),
        link: categoryLink('footwear-winter-boots'),
        headline: both('Snow days', 'Journées de neige'),
        body: both('Insulated boots, mitts and base layers.', 'Bottes isolées, mitaines et couches de base.'),
      },
    ],
  },
});

export const trailStories = demoItem({
  key: `${HOME}/trail-stories`,
  name: 'Home – story (from the trail)',
  schema: 'story',
  body: {
    titleCardObj: {
      color: 'cool-1',
      headline: both('Stories from the trail', 'Récits du sentier'),
      headlineColor: 'primary',
      body: both(
        '<p>Advice from our team, tested on real trips.</p>',
        '<p>Les conseils de notre équipe, mis à l’épreuve sur le terrain.</p>',
      ),
      bodyColor: 'secondary',
    },
    cards: [
      {
        image: scene('forest', 0, '2f5d3a'),
        altText: both('A trail into a pine forest', 'Un sentier qui entre dans une forêt de pins'),
        link: pageLink('trail-guide'),
        cardHeadline: both('Your first overnight hike', 'Votre première randonnée de deux jours'),
        cardText: both(
          'What to pack, where to camp and how far to go on day one.',
          'Quoi apporter, où camper et quelle distance parcourir le premier jour.',
        ),
      },
      {
        image: scene('lake', 2, '1f4e9c'),
        altText: both('A mountain lake in the morning', 'Un lac de montagne le matin'),
        link: '/t/waterproof-vs-water-resistant-jackets',
        cardHeadline: both('Waterproof or water-resistant?', 'Imperméable ou déperlant?'),
        cardText: both(
          'What the ratings on a jacket label really mean.',
          'Ce que veulent vraiment dire les cotes sur l’étiquette.',
        ),
      },
      {
        image: scene('snow', 1, '1c1c1e'),
        altText: both('A snowy ridge under a pale sun', 'Une crête enneigée sous un soleil pâle'),
        link: '/t/how-to-layer-for-winter-hiking',
        cardHeadline: both('Layering for winter', 'Superposer les couches en hiver'),
        cardText: both(
          'Stay warm on the climb and dry at the top.',
          'Restez au chaud dans la montée et au sec au sommet.',
        ),
      },
      {
        image: scene('summit', 3, '6e4a2f'),
        altText: both('A lone summit above rolling ridges', 'Un sommet isolé au-dessus de crêtes ondulées'),
        link: pageLink('sustainability'),
        cardHeadline: both('Built to last, made to mend', 'Fait pour durer, conçu pour être réparé'),
        cardText: both(
          'How we design gear you keep for years.',
          'Comment nous concevons de l’équipement qui dure des années.',
        ),
      },
    ],
    backgroundImgObj: { backgroundColor: 'cool-2' },
  },
});

export const topSellers = demoItem({
  key: `${HOME}/top-sellers`,
  name: 'Home – product recommendations (top sellers in footwear and accessories)',
  schema: 'product-recommendations',
  body: {
    sectionHeader: both('Top sellers right now', 'Les plus vendus en ce moment'),
    einsteinRecommender: 'top-sellers',
    einsteinRecommenderCategoryIds: ['footwear', 'accessories'],
  },
});

/** A pill with a product drawing as its avatar (decorative: the words say it all). */
const searchButton = (us: string, fr: string, link: object, avatar?: ReturnType<typeof productImage>) => ({
  text: both(us, fr),
  link,
  ...(avatar ? { avatar: { image: avatar, altText: '' } } : {}),
});

export const popularSearches = demoItem({
  key: `${HOME}/popular-searches`,
  name: 'Home – button group (popular searches)',
  schema: 'button-group',
  body: {
    headerText: { sectionHeaderText: both('Popular right now', 'Populaire en ce moment'), placement: 'Inline' },
    responsiveBehavior: 'Content Overflow',
    buttonVariant: 'secondary',
    buttons: [
      searchButton('Rain jackets', 'Vestes de pluie', searchLink('rain jacket'), productImage('jacket', 1, '2f5d3a')),
      searchButton(
        'Hiking boots',
        'Bottes de randonnée',
        categoryLink('footwear-hiking-boots'),
        productImage('boot', 0, '6e4a2f'),
      ),
      searchButton(
        'Merino base layers',
        'Couches de base en mérinos',
        searchLink('merino'),
        productImage('base-layer', 2, '1f2f4e'),
      ),
      searchButton('Daypacks', 'Sacs de jour', categoryLink('accessories-packs'), productImage('pack', 3, '9c3b2e')),
      searchButton('Sale', 'Soldes', categoryLink(SALE_CATEGORY_ID)),
    ],
  },
});
