import { z } from '@hono/zod-openapi';
import {
  CallToAction,
  CategoryId,
  ContentImage,
  FontColor,
  Href,
  LinkObject,
  LinkTarget,
  SafeUrl,
  TEXT_LIMITS,
  dateTime,
  requiredText,
  richText,
  text,
} from './fields.js';
import {
  BACKGROUND_COLORS,
  BUTTON_VARIANTS,
  CONTENT_WIDTHS,
  FONT_FAMILIES,
  HORIZONTAL_ALIGNMENTS,
  SPACE_BELOW,
  VERTICAL_ALIGNMENTS,
} from './vocabularies.js';

/** Spec 3 §2.4's banners: marketing, hero and messaging banners (§3.3–3.5) and the ones it names only. */

const { label, headline, altText, legalHtml } = TEXT_LIMITS;
const BackgroundColor = z.enum(BACKGROUND_COLORS);
const FontFamily = z.enum(FONT_FAMILIES);

/** Legal small print behind a link: the link's words and the text it opens. */
const LegalLink = z.strictObject({ linkText: requiredText(label), legalBody: richText(legalHtml, { required: true }) });

// ── Marketing banner (spec 3 §3.3) ────────────────────────────────────────────────────────────

/** A banner button: a URL as the spec writes it, or a link object (account-drawer opens the drawer). */
const BannerButton = z
  .strictObject({
    text: requiredText(label),
    url: SafeUrl.optional(),
    link: LinkObject.optional(),
    urlTarget: LinkTarget.optional(),
  })
  .superRefine((button, ctx) => {
    if (button.url === undefined && button.link === undefined)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'required (or a link)' });
    if (button.url !== undefined && button.link !== undefined)
      ctx.addIssue({ code: 'custom', path: ['link'], message: 'give a url or a link, not both' });
  });

export const MarketingBanner = z
  .strictObject({
    /** Hides the "Offers" words that open the drawer (the messages still rotate). */
    hideOffersText: z.boolean().default(false),
    /** One per rotating message (every 5 s, spec 3 §4.5), at most 10: a shopper waits 50 s for the last. */
    childBanners: z
      .array(
        z.strictObject({
          desktopRotatingMessage: requiredText(headline),
          /** Shown below the lg breakpoint; the desktop message when empty. */
          mobileRotatingMessage: text(headline).optional(),
          /** The offer in the drawer: its headline, text, buttons (at most 3) and legal text. */
          headline: text(headline).optional(),
          body: richText().optional(),
          bannerButtons: z.array(BannerButton).max(3).default([]),
          legalTextLink: z
            .strictObject({ text: requiredText(label), legalBody: richText(legalHtml, { required: true }) })
            .optional(),
        }),
      )
      .min(1)
      .max(10),
  })
  .openapi('MarketingBanner');

// ── Hero banner (spec 3 §3.4) ─────────────────────────────────────────────────────────────────

const ColouredText = (max: number) => z.strictObject({ text: requiredText(max), color: FontColor.optional() });

export const HeroBanner = z
  .strictObject({
    imageObject: z.strictObject({
      /** Empty for a purely decorative image. */
      altText: text(altText),
      /** Where the whole picture leads, if anywhere. */
      link: Href.optional(),
      dynamicImage: ContentImage,
      linkTarget: LinkTarget.optional(),
      /** The header's logo colour over the picture. */
      logoColor: FontColor.optional(),
    }),
    layout: z
      .strictObject({
        contentWidth: z.enum(CONTENT_WIDTHS).default('wide'),
        verticalAlignment: z.enum(VERTICAL_ALIGNMENTS).default('Middle'),
        horizontalAlignment: z.enum(HORIZONTAL_ALIGNMENTS).default('Center'),
        /** How the lines of copy align among themselves. */
        contentJustification: z.enum(HORIZONTAL_ALIGNMENTS).default('Center'),
      })
      .default({
        contentWidth: 'wide',
        verticalAlignment: 'Middle',
        horizontalAlignment: 'Center',
        contentJustification: 'Center',
      }),
    preheader: ColouredText(headline).optional(),
    headline: ColouredText(headline).extend({ font: FontFamily.optional() }).optional(),
    body: z.strictObject({ text: requiredText(600), color: FontColor.optional() }).optional(),
    buttonStyles: z
      .strictObject({ btnVariant: z.enum(BUTTON_VARIANTS).default('primary'), btnColor: BackgroundColor.optional() })
      .default({ btnVariant: 'primary' }),
    /** At most 3 side by side on desktop; one full-width button on mobile. */
    desktopButtons: z.array(CallToAction).max(3).default([]),
    mobileButton: CallToAction.optional(),
    /** A logo or lock-up drawn over the picture. */
    secondaryGraphic: z.strictObject({ image: ContentImage, altText: text(altText) }).optional(),
    spaceBelow: z.enum(SPACE_BELOW).default('none'),
    /** `high` for a hero above the fold (the page's largest paint), `auto` otherwise. */
    fetchPriority: z.enum(['high', 'low', 'auto']).default('auto'),
    legalLink: LegalLink.optional(),
  })
  .openapi('HeroBanner');

// ── Messaging banner (spec 3 §3.5) ────────────────────────────────────────────────────────────

export const MessagingBanner = z
  .strictObject({
    headline: z.strictObject({
      legalText: richText(legalHtml).optional(),
      localizableText: requiredText(headline),
      font: FontFamily.optional(),
      fontColor: FontColor.optional(),
    }),
    backgroundColor: BackgroundColor.default('white'),
    buttonGroupSection: z
      .strictObject({
        /** Where the banner itself leads. */
        url: SafeUrl.optional(),
        addArrowForwardIcon: z.boolean().default(false),
        linkTarget: LinkTarget.optional(),
        buttonGroup: z
          .array(
            z.strictObject({
              buttonText: requiredText(label),
              buttonColor: BackgroundColor.optional(),
              url: SafeUrl,
              urlTarget: LinkTarget.optional(),
            }),
          )
          .max(4)
          .default([]),
        addButtonGroupOnNewLine: z.boolean().default(false),
      })
      .optional(),
  })
  .openapi('MessagingBanner');

// ── Banners spec 3 names without fields ───────────────────────────────────────────────────────

/** A category page's header: the category's name unless a headline is written, on a picture or a colour. */
export const CategoryBanner = z
  .strictObject({
    categoryId: CategoryId.optional(),
    headline: text(headline).optional(),
    body: text(600).optional(),
    image: ContentImage.optional(),
    altText: text(altText).optional(),
    backgroundColor: BackgroundColor.optional(),
    fontColor: FontColor.optional(),
  })
  .openapi('CategoryBanner');

/** A video file: MP4 or WebM over https or on this shop, with optional WebVTT captions. */
export const VideoSource = z.strictObject({
  url: SafeUrl,
  mimeType: z.enum(['video/mp4', 'video/webm']).default('video/mp4'),
  captionsUrl: SafeUrl.optional(),
});

/** A hero whose background is a muted looping video (with a poster for reduced motion and slow links). */
export const VideoHero = z
  .strictObject({
    video: VideoSource,
    posterImage: ContentImage,
    altText: text(altText),
    preheader: ColouredText(headline).optional(),
    headline: ColouredText(headline).optional(),
    body: text(600).optional(),
    buttons: z.array(CallToAction).max(3).default([]),
    layout: z
      .strictObject({
        verticalAlignment: z.enum(VERTICAL_ALIGNMENTS).default('Middle'),
        horizontalAlignment: z.enum(HORIZONTAL_ALIGNMENTS).default('Center'),
      })
      .default({ verticalAlignment: 'Middle', horizontalAlignment: 'Center' }),
    spaceBelow: z.enum(SPACE_BELOW).default('none'),
  })
  .openapi('VideoHero');

/** A hero whose height, scrim and copy position the author sets. */
export const AdjustableHero = z
  .strictObject({
    image: ContentImage,
    /** A tighter crop for phones; the main image when absent. */
    mobileImage: ContentImage.optional(),
    altText: text(altText),
    height: z.enum(['small', 'medium', 'large', 'full']).default('medium'),
    /** A dark layer over the picture, in percent, so light copy stays readable (80 at most). */
    overlayOpacity: z.number().int().min(0).max(80).default(0),
    verticalAlignment: z.enum(VERTICAL_ALIGNMENTS).default('Middle'),
    horizontalAlignment: z.enum(HORIZONTAL_ALIGNMENTS).default('Center'),
    headline: ColouredText(headline).extend({ font: FontFamily.optional() }).optional(),
    body: z.strictObject({ text: requiredText(600), color: FontColor.optional() }).optional(),
    buttons: z.array(CallToAction).max(3).default([]),
    spaceBelow: z.enum(SPACE_BELOW).default('none'),
  })
  .openapi('AdjustableHero');

/** A seasonal moment (first snow, trail season): a picture beside a short story and one link. */
export const MomentsBanner = z
  .strictObject({
    eyebrow: text(label).optional(),
    headline: requiredText(headline),
    body: richText().optional(),
    image: ContentImage,
    altText: text(altText),
    imagePosition: z.enum(['Left', 'Right']).default('Left'),
    backgroundColor: BackgroundColor.default('white'),
    fontColor: FontColor.optional(),
    cta: CallToAction.optional(),
  })
  .openapi('MomentsBanner');

/** A full-width picture with one line and one call to action: a billboard. */
export const Billboard = z
  .strictObject({
    image: ContentImage,
    mobileImage: ContentImage.optional(),
    altText: text(altText),
    headline: text(headline).optional(),
    subheadline: text(headline).optional(),
    fontColor: FontColor.optional(),
    textAlignment: z.enum(HORIZONTAL_ALIGNMENTS).default('Center'),
    cta: CallToAction.optional(),
  })
  .openapi('Billboard');

/** Counts down to a moment (a sale's end); after it, the completed message, or nothing when empty. */
export const CountdownTimer = z
  .strictObject({
    headline: requiredText(headline),
    endDateTime: dateTime(),
    completedMessage: text(headline).optional(),
    backgroundColor: BackgroundColor.default('black'),
    fontColor: FontColor.default('primary-inverted'),
    cta: CallToAction.optional(),
  })
  .openapi('CountdownTimer');

/** Current offers, side by side: each with its words, an optional code to type at checkout and its terms. */
export const Promotions = z
  .strictObject({
    headline: text(headline).optional(),
    promotions: z
      .array(
        z.strictObject({
          title: requiredText(headline),
          description: richText(1_000).optional(),
          /** A code the shopper types at checkout; shown with a copy button. */
          promoCode: z
            .string()
            .max(40)
            .regex(/^[A-Za-z0-9_-]*$/, 'may only hold letters, digits, dash and underscore')
            .optional(),
          image: ContentImage.optional(),
          altText: text(altText).optional(),
          cta: CallToAction.optional(),
          legalLink: LegalLink.optional(),
        }),
      )
      .min(1)
      .max(12),
    backgroundColor: BackgroundColor.default('white'),
  })
  .openapi('Promotions');
