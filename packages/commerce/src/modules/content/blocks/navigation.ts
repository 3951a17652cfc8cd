import { z } from '@hono/zod-openapi';
import {
  CallToAction,
  ContentImage,
  FontColor,
  Href,
  LinkTarget,
  TEXT_LIMITS,
  markdown,
  requiredText,
  richText,
  text,
} from './fields.js';
import {
  BACKGROUND_COLORS,
  BUTTON_VARIANTS,
  CARD_DISPLAYS,
  HEADER_PLACEMENTS,
  RESPONSIVE_BEHAVIORS,
} from './vocabularies.js';

/** Spec 3 §2.4's navigation and lists: card carousel, story, button group, navigation tiles (§3.8) and the ones it names only. */

const { label, headline, altText } = TEXT_LIMITS;
const BackgroundColor = z.enum(BACKGROUND_COLORS);

/** A picture that leads somewhere, with its words. */
const Card = z.strictObject({
  image: ContentImage,
  altText: text(altText),
  link: Href.optional(),
  headline: text(headline).optional(),
  body: text(600).optional(),
});

export const CardCarousel = z
  .strictObject({
    header: z
      .strictObject({
        headerText: text(headline).optional(),
        subHeaderText: text(headline).optional(),
        /** A "shop all" link beside the header. */
        linkText: text(label).optional(),
        link: Href.optional(),
        linkTarget: LinkTarget.optional(),
      })
      .optional(),
    desktopCardDisplay: z.enum(CARD_DISPLAYS).default('Standard'),
    cards: z.array(Card).min(1).max(20),
  })
  .openapi('CardCarousel');

/** Spec 3 §3.8: a title card then picture cards that open from collapsed to expanded (spec 3 §4.5). */
export const Story = z
  .strictObject({
    titleCardObj: z.strictObject({
      /** The title card's fill. */
      color: BackgroundColor.default('white'),
      headline: requiredText(headline),
      headlineColor: FontColor.optional(),
      body: richText().optional(),
      bodyColor: FontColor.optional(),
    }),
    /** Spec 3 §9: up to 10 slides. */
    cards: z
      .array(
        z.strictObject({
          image: ContentImage,
          altText: text(altText),
          link: Href.optional(),
          /** The collapsed card shows the headline; the expanded one adds the text. */
          cardHeadline: requiredText(headline),
          cardText: text(600).optional(),
        }),
      )
      .min(1)
      .max(10),
    backgroundImgObj: z
      .strictObject({ image: ContentImage.optional(), backgroundColor: BackgroundColor.optional() })
      .optional(),
  })
  .openapi('Story');

/** Spec 3 §3.8: pill buttons, each with an optional avatar picture, under or beside a header. */
export const ButtonGroup = z
  .strictObject({
    headerText: z
      .strictObject({
        sectionHeaderText: requiredText(headline),
        placement: z.enum(HEADER_PLACEMENTS).default('Above'),
      })
      .optional(),
    /** Overflow scrolls sideways on a phone; stack wraps onto more lines. */
    responsiveBehavior: z.enum(RESPONSIVE_BEHAVIORS).default('Content Overflow'),
    buttonVariant: z.enum(BUTTON_VARIANTS).default('secondary'),
    buttons: z
      .array(
        z.strictObject({
          text: requiredText(label),
          link: Href,
          linkTarget: LinkTarget.optional(),
          avatar: z.strictObject({ image: ContentImage, altText: text(altText) }).optional(),
        }),
      )
      .min(1)
      .max(20),
  })
  .openapi('ButtonGroup');

/** Spec 3 §3.8: a grid of picture tiles with a label, each a way into the catalogue. */
export const NavigationTiles = z
  .strictObject({
    headerText: text(headline).optional(),
    childTiles: z
      .array(z.strictObject({ text: requiredText(label), image: ContentImage, altText: text(altText), link: Href }))
      .min(1)
      .max(24),
  })
  .openapi('NavigationTiles');

/** One link into a collection, drawn as a picture with a headline. */
export const CollectionLink = z
  .strictObject({
    headline: requiredText(headline),
    body: text(600).optional(),
    image: ContentImage.optional(),
    altText: text(altText).optional(),
    link: Href,
    linkText: text(label).optional(),
    linkTarget: LinkTarget.optional(),
  })
  .openapi('CollectionLink');

/** Cards that explain (care guides, warranty, fabric technology): a short markdown text each. */
export const InformationalCardGallery = z
  .strictObject({
    headline: text(headline).optional(),
    columns: z.number().int().min(2).max(4).default(3),
    cards: z
      .array(
        z.strictObject({
          image: ContentImage.optional(),
          altText: text(altText).optional(),
          headline: requiredText(headline),
          body: markdown(2_000).optional(),
          cta: CallToAction.optional(),
        }),
      )
      .min(1)
      .max(12),
  })
  .openapi('InformationalCardGallery');

/** An editorial grid: pictures with words in 2–4 columns (one column on a phone). */
export const GridContent = z
  .strictObject({
    headline: text(headline).optional(),
    columns: z.number().int().min(2).max(4).default(2),
    backgroundColor: BackgroundColor.optional(),
    items: z
      .array(
        z.strictObject({
          image: ContentImage,
          altText: text(altText),
          headline: text(headline).optional(),
          body: text(600).optional(),
          cta: CallToAction.optional(),
        }),
      )
      .min(1)
      .max(12),
  })
  .openapi('GridContent');
