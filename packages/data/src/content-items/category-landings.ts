/**
 * Landing content above each top-level category's listing (delivery key `category/{categoryId}`):
 * a banner in the category's colour, its subcategories as buttons, and one feature of its own.
 */
import { CATEGORY_TREE, type TopLevelId } from '../catalog/categories.js';
import type { StoredItem } from '../load/commerce.js';
import {
  both,
  catalogueWords,
  categoryLink,
  demoItem,
  pageLink,
  productImage,
  refer,
  say,
  scene,
  type SceneMotif,
} from './authoring.js';

type Landing = {
  motif: SceneMotif;
  headline: { us: string; fr: string };
  body: { us: string; fr: string; ca?: string };
};

const LANDINGS: Record<TopLevelId, Landing> = {
  'mens-clothing': {
    motif: 'summit',
    headline: { us: 'Men’s clothing for every trail', fr: 'Vêtements pour homme pour tous les sentiers' },
    body: {
      us: 'Shells, fleece and base layers that work together from the parking lot to the summit.',
      fr: 'Coquilles, polaires et couches de base qui travaillent ensemble, du stationnement au sommet.',
    },
  },
  'womens-clothing': {
    motif: 'lake',
    headline: { us: 'Women’s clothing, cut to move', fr: 'Vêtements pour femme, taillés pour bouger' },
    body: {
      us: 'Jackets, fleece and dresses designed on women’s patterns and tested on real trips.',
      fr: 'Vestes, polaires et robes conçues sur des patrons pour femme et testées en vraie sortie.',
    },
  },
  'kids-clothing': {
    motif: 'trail',
    headline: { us: 'Kids’ clothing that keeps up', fr: 'Des vêtements pour enfant qui suivent le rythme' },
    body: {
      us: 'Tough, warm and easy to zip with cold fingers. Sized to grow into.',
      fr: 'Robustes, chauds et faciles à fermer avec des doigts gelés. Taillés pour grandir.',
    },
  },
  footwear: {
    motif: 'canyon',
    headline: { us: 'Footwear for every surface', fr: 'Des chaussures pour toutes les surfaces' },
    body: {
      us: 'Boots for rock and mud, trail shoes for speed, sandals for the river crossing.',
      fr: 'Des bottes pour le roc et la boue, des chaussures de sentier pour la vitesse, des sandales pour traverser la rivière.',
    },
  },
  accessories: {
    motif: 'forest',
    headline: { us: 'The gear that finishes the kit', fr: 'L’équipement qui complète votre ensemble' },
    body: {
      us: 'Packs, hats, gloves, socks and bottles: the small things that make a long day easy.',
      fr: 'Sacs, chapeaux, gants, chaussettes et gourdes : les petites choses qui rendent une longue journée facile.',
    },
  },
};

/** One feature per category, so each landing page shows a different block type. */
function feature(id: TopLevelId, hex: string): StoredItem {
  const key = `category/${id}/feature`;
  switch (id) {
    case 'footwear':
      return demoItem({
        key,
        name: 'Footwear – adjustable hero (find your fit)',
        schema: 'adjustable-hero',
        body: {
          image: scene('trail', 2, hex),
          altText: both('A trail climbing into the hills', 'Un sentier qui grimpe dans les collines'),
          height: 'small',
          overlayOpacity: 30,
          verticalAlignment: 'Middle',
          horizontalAlignment: 'Left',
          headline: {
            text: both('Find your fit', 'Trouvez votre pointure'),
            color: 'primary-inverted',
            font: 'secondary',
          },
          body: {
            text: both(
              'How a hiking boot should fit, and how to break it in before the big trip.',
              'Comment une botte de randonnée devrait chausser, et comment la faire à votre pied avant la grande sortie.',
            ),
            color: 'primary-inverted',
          },
          buttons: [
            { text: both('Read the guide', 'Lire le guide'), link: pageLink('how-to-choose-and-fit-hiking-boots') },
          ],
          spaceBelow: 'small',
        },
      });
    case 'kids-clothing':
      return demoItem({
        key,
        name: 'Kids – messaging banner (grow-into sizing)',
        schema: 'messaging-banner',
        body: {
          headline: {
            localizableText: both(
              'Outgrown it in one season? Trade it in for 20% off the next size.',
              'Trop petit après une saison? Échangez-le contre 20 % de rabais sur la taille suivante.',
            ),
            legalText: both(
              '<p>In stores only, on kids’ jackets and fleece.</p>',
              '<p>En magasin seulement, sur les vestes et polaires pour enfant.</p>',
            ),
            fontColor: 'primary',
          },
          backgroundColor: 'warm-1',
          buttonGroupSection: {
            url: '/store-locator',
            addArrowForwardIcon: true,
            buttonGroup: [],
            addButtonGroupOnNewLine: false,
          },
        },
      });
    default:
      return demoItem({
        key,
        name: `${id} – moments banner`,
        schema: 'moments-banner',
        body: {
          eyebrow: both('Trail season', 'La saison des sentiers'),
          headline: both('Dress for the whole day', 'Habillez-vous pour toute la journée'),
          body: both(
            '<p>Cold at the trailhead, warm on the climb, windy at the top: layer up and adjust as you go.</p>',
            '<p>Froid au départ, chaud dans la montée, venteux au sommet : superposez et ajustez en chemin.</p>',
          ),
          image: scene('forest', 1, hex),
          altText: both('Pines on a ridge', 'Des pins sur une crête'),
          imagePosition: 'Right',
          backgroundColor: 'dry-1',
          fontColor: 'primary',
          cta: { text: both('How to layer', 'Comment superposer'), link: pageLink('how-to-layer-for-winter-hiking') },
        },
      });
  }
}

export function categoryLandingItems(): StoredItem[] {
  return CATEGORY_TREE.flatMap((top, index) => {
    const landing = LANDINGS[top.id as TopLevelId];
    const hex = top.hex.replace('#', '');
    const banner = demoItem({
      key: `category/${top.id}/banner`,
      name: `${top.name.en} – category banner`,
      schema: 'category-banner',
      body: {
        categoryId: top.id,
        headline: say(landing.headline),
        body: say(landing.body),
        image: scene(landing.motif, (index % 4) as 0 | 1 | 2 | 3, hex),
        altText: '',
        backgroundColor: 'white',
        fontColor: 'primary',
      },
    });
    const subcategories = demoItem({
      key: `category/${top.id}/subcategories`,
      name: `${top.name.en} – subcategory buttons`,
      schema: 'button-group',
      body: {
        headerText: {
          sectionHeaderText: both(`Shop ${top.name.en}`, `Magasinez : ${catalogueWords(top.name).fr}`),
          placement: 'Above',
        },
        responsiveBehavior: 'Content Overflow',
        buttonVariant: 'secondary',
        buttons: top.children.map((child, i) => ({
          text: say(catalogueWords(child.name)),
          link: categoryLink(child.id, catalogueWords(child.title)),
          avatar: { image: productImage(child.kind, i % 4, child.hex), altText: '' },
        })),
      },
    });
    const extra = feature(top.id as TopLevelId, hex);
    const page = demoItem({
      key: `category/${top.id}`,
      name: `${top.name.en} – category landing page`,
      schema: 'category-landing-page',
      deliveryKey: `category/${top.id}`,
      body: {
        categoryId: top.id,
        seo: {
          title: both(`${top.title.en} | Ridgeline`, `${catalogueWords(top.title).fr} | Ridgeline`),
          description: say(landing.body),
        },
        content: [banner, subcategories, extra].map(refer),
      },
    });
    return [page, ...[banner, subcategories, extra].map((child) => ({ ...child, parentId: page.id }))];
  });
}
