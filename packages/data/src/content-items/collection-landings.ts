/**
 * Landing content for the two merchandising categories under the root (New Arrivals, Sale), which
 * are top-level too. The sale's page shows the home page's Winter Sale countdown: one item, so the
 * edition that turns it into the countdown to the sale's end does so on both pages.
 */
import { NEW_ARRIVALS_CATEGORY_ID, SALE_CATEGORY_ID } from '../catalog/categories.js';
import type { StoredItem } from '../load/commerce.js';
import { both, demoItem, refer, say, scene, type Words } from './authoring.js';
import { demoItemId } from './ids.js';

type Collection = {
  id: string;
  title: Words;
  body: Words;
  image: ReturnType<typeof scene>;
  /** Items of other pages shown here too. */
  more: Pick<StoredItem, 'id' | 'schema'>[];
};

function landing({ id, title, body, image, more }: Collection): StoredItem[] {
  const banner = demoItem({
    key: `category/${id}/banner`,
    name: `${title.us} – category banner`,
    schema: 'category-banner',
    body: {
      categoryId: id,
      headline: say(title),
      body: say(body),
      image,
      altText: '',
      backgroundColor: 'white',
      fontColor: 'primary',
    },
  });
  const page = demoItem({
    key: `category/${id}`,
    name: `${title.us} – category landing page`,
    schema: 'category-landing-page',
    deliveryKey: `category/${id}`,
    body: {
      categoryId: id,
      seo: { title: both(`${title.us} | Ridgeline`, `${title.fr} | Ridgeline`), description: say(body) },
      content: [banner, ...more].map(refer),
    },
  });
  return [page, { ...banner, parentId: page.id }];
}

export function collectionLandingItems(): StoredItem[] {
  return [
    ...landing({
      id: NEW_ARRIVALS_CATEGORY_ID,
      title: { us: 'Just landed', fr: 'Tout juste arrivés' },
      body: {
        us: 'The newest jackets, boots and packs, added every week.',
        fr: 'Les plus récentes vestes, bottes et sacs, ajoutés chaque semaine.',
      },
      image: scene('lake', 1, '8fc1d9'),
      more: [],
    }),
    ...landing({
      id: SALE_CATEGORY_ID,
      title: { us: 'Sale', fr: 'Soldes' },
      body: {
        us: 'Past-season colours and styles, marked down while they last.',
        fr: 'Couleurs et modèles de la saison passée, à prix réduit jusqu’à épuisement.',
      },
      image: scene('canyon', 0, 'c8202f'),
      // The home page's countdown item (its body depends on the seed's day; its id does not).
      more: [{ id: demoItemId('home/sale-countdown'), schema: 'countdown-timer' }],
    }),
  ];
}
