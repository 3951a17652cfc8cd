/** The home page (delivery key `home`): its blocks in page order, with its SEO. */
import type { StoredItem } from '../load/commerce.js';
import { both, demoItem, refer, say, scene } from './authoring.js';
import {
  activityCards,
  categoryTiles,
  hero,
  marketingBanner,
  newArrivalsCarousel,
  popularSearches,
  topSellers,
  trailStories,
} from './home-blocks.js';
import {
  giftGuideLink,
  layeringGrid,
  spacer,
  sustainabilityBillboard,
  trailVideo,
  whyRidgeline,
} from './home-editorial.js';
import { HOME_SLOT_ITEMS, rewardsSlot, welcomeSlot } from './home-slots.js';
import { saleCountdown, type SaleWindow } from './winter-sale.js';

/** The home page and every item it holds, the page first (its blocks name it as their parent). */
export function homePageItems(sale: SaleWindow): StoredItem[] {
  const countdown = saleCountdown(sale);
  const blocks = [
    marketingBanner,
    hero,
    welcomeSlot,
    categoryTiles,
    countdown,
    newArrivalsCarousel,
    popularSearches,
    rewardsSlot,
    activityCards,
    spacer,
    trailStories,
    topSellers,
    layeringGrid,
    sustainabilityBillboard,
    trailVideo,
    giftGuideLink,
    whyRidgeline,
  ];
  const page = demoItem({
    key: 'home',
    name: 'Home page',
    schema: 'home-page',
    deliveryKey: 'home',
    body: {
      seo: {
        title: both(
          'Ridgeline | Outdoor Clothing, Footwear & Gear',
          'Ridgeline | Vêtements, chaussures et équipement de plein air',
        ),
        description: say({
          us: 'Waterproof jackets, fleece, hiking boots and packs built for the trail. Free standard shipping on orders over $99.',
          ca: 'Waterproof jackets, fleece, hiking boots and packs built for the trail. Free standard shipping on orders over $129.',
          fr: 'Vestes imperméables, polaires, bottes de randonnée et sacs conçus pour le sentier. Livraison standard gratuite dès 129 $.',
        }),
        noindex: false,
        keywords: both(
          'outdoor clothing, hiking boots, rain jackets, fleece, base layers, backpacks',
          'vêtements de plein air, bottes de randonnée, vestes de pluie, polaires, couches de base, sacs à dos',
        ),
        canonicalUrl: say({ us: '/', ca: '/en-CA/', fr: '/fr-CA/' }),
        openGraph: {
          ogTitle: both('Ridgeline: made for the long way up', 'Ridgeline : conçu pour la longue montée'),
          ogDescription: both(
            'Outdoor clothing, footwear and gear for every trail.',
            'Vêtements, chaussures et équipement de plein air pour tous les sentiers.',
          ),
          ogImage: scene('summit', 0, '1f4e9c'),
        },
        alternateUrls: [
          { locale: 'en-US', url: '/' },
          { locale: 'en-CA', url: '/en-CA/' },
          { locale: 'fr-CA', url: '/fr-CA/' },
        ],
      },
      content: blocks.map(refer),
    },
  });
  const children = [...blocks, ...HOME_SLOT_ITEMS.filter((item) => !blocks.includes(item))];
  return [page, ...children.map((child) => ({ ...child, parentId: page.id }))];
}
