import type { TargetingRuleInput } from '../load/commerce.js';

const SUN_VIEW_ALL = '/search?q=sun+protection';

/**
 * The demo shop's targeting rules (issue 25): the weather widget for every kind of weather (so it
 * shows wherever and whenever the demo runs), the pick-up modal on landing pages, the exit modal on
 * browsing pages (never in the bag or checkout), and a content group for cold-weather visitors.
 */
export const DEMO_TARGETING_RULES: TargetingRuleInput[] = [
  {
    id: 'weather-sunny',
    name: 'Weather: warm and sunny',
    slot: 'weather',
    priority: 10,
    conditions: { weather: { bands: ['hot', 'warm'] } },
    action: {
      kind: 'weather',
      displayMessage: { en: 'Warm and sunny where you are', fr: 'Chaud et ensoleillé chez vous' },
      json: {
        title: { en: 'Sun’s out', fr: 'Soleil au rendez-vous' },
        subtitle: { en: 'Gear up for warm trails', fr: 'Équipez-vous pour les sentiers ensoleillés' },
        ctaText: { en: 'Shop sun protection', fr: 'Magasiner la protection solaire' },
        iconName: 'sun',
        drawerTitle: { en: 'Picked for the weather', fr: 'Choisis selon la météo' },
        drawerSubtitle: { en: 'Hats and light layers for warm, sunny days', fr: 'Chapeaux et couches légères pour les journées chaudes' },
        viewAllText: { en: 'View all', fr: 'Tout voir' },
        viewAllLink: SUN_VIEW_ALL,
      },
      products: { categoryId: 'accessories-hats', limit: 8 },
    },
  },
  {
    id: 'weather-mild',
    name: 'Weather: mild',
    slot: 'weather',
    priority: 20,
    conditions: { weather: { bands: ['mild'] } },
    action: {
      kind: 'weather',
      displayMessage: { en: 'Mild out there today', fr: 'Temps doux aujourd’hui' },
      json: {
        title: { en: 'Layering weather', fr: 'Temps à superposer' },
        subtitle: { en: 'Fleece for cool mornings', fr: 'Des polaires pour les matins frais' },
        ctaText: { en: 'Shop fleece', fr: 'Magasiner les polaires' },
        iconName: 'cloud-sun',
        drawerTitle: { en: 'Picked for the weather', fr: 'Choisis selon la météo' },
        drawerSubtitle: { en: 'Warm layers for changeable days', fr: 'Des couches chaudes pour les journées changeantes' },
        viewAllText: { en: 'View all', fr: 'Tout voir' },
        viewAllLink: '/search?q=fleece',
      },
      products: { categoryId: 'womens-clothing-fleece', limit: 8 },
    },
  },
  {
    id: 'weather-cold',
    name: 'Weather: cold or freezing',
    slot: 'weather',
    priority: 30,
    conditions: { weather: { bands: ['cold', 'freezing'] } },
    action: {
      kind: 'weather',
      displayMessage: { en: 'Cold where you are', fr: 'Il fait froid chez vous' },
      json: {
        title: { en: 'Cold snap', fr: 'Vague de froid' },
        subtitle: { en: 'Boots and jackets for the cold', fr: 'Bottes et manteaux pour le froid' },
        ctaText: { en: 'Shop winter gear', fr: 'Magasiner l’équipement d’hiver' },
        iconName: 'snowflake',
        drawerTitle: { en: 'Picked for the weather', fr: 'Choisis selon la météo' },
        drawerSubtitle: { en: 'Insulated boots for cold days', fr: 'Des bottes isolées pour les jours froids' },
        viewAllText: { en: 'View all', fr: 'Tout voir' },
        viewAllLink: '/c/footwear-winter-boots',
      },
      products: { categoryId: 'footwear-winter-boots', limit: 8 },
    },
  },
  {
    id: 'pick-up-everyone',
    name: 'Pick Up Where You Left Off',
    slot: 'pick-up',
    priority: 10,
    // Where a returning shopper lands, never in the bag or an account page.
    conditions: { pageTypes: ['home', 'category', 'search', 'content', 'product'] },
    action: { kind: 'pick-up', json: {} },
  },
  {
    id: 'exit-newsletter',
    name: 'Exit intent: join the newsletter',
    slot: 'exit-modal',
    priority: 10,
    conditions: { pageTypes: ['home', 'category', 'product', 'search', 'content'] },
    action: {
      kind: 'exit-modal',
      json: {
        heading: { en: 'Before you go', fr: 'Avant de partir' },
        body: {
          en: 'Members get free shipping and early access to the Winter Sale.',
          fr: 'Les membres profitent de la livraison gratuite et d’un accès anticipé aux soldes d’hiver.',
        },
        buttonText: { en: 'Join for free', fr: 'Inscrivez-vous gratuitement' },
        imgUrl: '/i/content/summit-0-1f4e9c?$img-cache$&fmt=auto&w=480',
        altText: { en: 'A hiker on a summit at first light', fr: 'Une randonneuse au sommet à l’aube' },
        customLinkName: '/registration',
        spaceBetweenElms: 2,
      },
    },
  },
  {
    id: 'cold-weather-group',
    name: 'Content group: cold-weather visitors',
    slot: 'content-groups',
    priority: 10,
    conditions: { weather: { bands: ['cold', 'freezing'] } },
    action: { kind: 'content-groups', groups: ['Cold Weather'] },
  },
];
