import { z } from '@hono/zod-openapi';
import { VideoSource } from './banners.js';
import { ContentImage, Href, LinkTarget, TEXT_LIMITS, dateTime, requiredText, richText, text } from './fields.js';
import { BACKGROUND_COLORS } from './vocabularies.js';

/** Spec 3 §2.4's other blocks: the footer (§3.7), video, blank and auto-refresh (§3.8). */

const { label, headline, altText, legalHtml } = TEXT_LIMITS;

/** A name from the storefront's icon set (`facebook`, `loyalty-badge`); a name it lacks draws no icon. */
export const IconName = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'must be an icon name such as instagram');

/** Spec 3 §3.7: a footer link. */
const FooterLink = z.strictObject({ name: requiredText(label), link: Href, linkTarget: LinkTarget.optional() });
const FooterColumn = z.strictObject({
  columnTitle: requiredText(label),
  links: z.array(FooterLink).max(12).default([]),
});

/**
 * Spec 3 §2.5 and §3.7. The storefront adds what is not content: the links to /account and to
 * the international page, the locale selector and the location section.
 */
export const Footer = z
  .strictObject({
    loyaltyBanner: z.strictObject({ text: requiredText(headline), icon: IconName.optional() }).optional(),
    /** Column one is the brand's own list, without a title. */
    columnOneLinks: z.array(FooterLink).max(12).default([]),
    columnTwo: FooterColumn.optional(),
    columnThree: FooterColumn.optional(),
    socialLinks: z
      .array(z.strictObject({ title: requiredText(label), icon: IconName, link: Href }))
      .max(10)
      .default([]),
    marketingLink: z
      .strictObject({
        title: requiredText(label),
        subtitle: text(headline).optional(),
        link: Href,
        icon: IconName.optional(),
        /** Opens the two-step newsletter signup (spec 3 §2.6) instead of following the link. */
        hasTwoStepModal: z.boolean().default(false),
      })
      .optional(),
    legalLinks: z.array(FooterLink).max(12).default([]),
    /** Customer service hours: a line each (`Monday–Friday`, `9 am–9 pm ET`). */
    workingHours: z
      .array(z.strictObject({ name: requiredText(label), text: requiredText(headline) }))
      .max(7)
      .default([]),
    submitEmail: z
      .strictObject({
        enableEmailSubscription: z.boolean().default(true),
        emailTitleText: text(headline).optional(),
        emailDescriptionText: text(600).optional(),
        legalText: richText(legalHtml).optional(),
      })
      .optional(),
    hasQualtricsLink: z.boolean().default(false),
  })
  .openapi('Footer');

/** A video on its own, with controls; it never plays before the shopper asks unless autoplay (then muted). */
export const Video = z
  .strictObject({
    /** The player's accessible name. */
    title: requiredText(headline),
    video: VideoSource,
    posterImage: ContentImage.optional(),
    altText: text(altText).optional(),
    caption: text(600).optional(),
    autoplay: z.boolean().default(false),
    loop: z.boolean().default(false),
  })
  .openapi('Video');

/** Empty space between blocks (with an optional band of colour): a page's rhythm without a fake block. */
export const Blank = z
  .strictObject({
    height: z.enum(['small', 'medium', 'large']).default('medium'),
    backgroundColor: z.enum(BACKGROUND_COLORS).optional(),
  })
  .openapi('Blank');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec 3 §3.8 and §5: in preview, reloads the page when refreshDateTime is reached. The time may
 * carry its offset or be a wall-clock time in refreshSettings.timezone (UTC by default). "In the
 * future" is checked where it counts, in the preview: a stored time always ends up in the past.
 */
export const AutoRefresh = z
  .strictObject({
    refreshDateTime: dateTime({ local: true }),
    refreshSettings: z
      .strictObject({
        timezone: z.string().max(64).refine(isTimeZone, 'must be a time zone such as America/Toronto').default('UTC'),
      })
      .default({ timezone: 'UTC' }),
  })
  .openapi('AutoRefresh');
