/** The targeted overlays' rules (spec 3 §1, §4.6, §5, §9), kept apart so they are tested alone. */

export { EXIT_INTENT_TOP_PX, EXIT_SHOWN_KEY, PICK_UP_SHOWN_KEY } from './trigger-keys';
export const DEFAULT_WEATHER_VIEW_ALL = '/search?q=sun+protection';

/** The exit modal's spacing: an integer, else 2 (spec 3 §5). */
export function exitSpacing(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : 2;
}

function withParams(href: string, params: Record<string, string>): string {
  const url = new URL(href, 'http://shop.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The pick-up modal's link to the product: `pfm=monetate&pfm_id=puwylo` added (spec 3 §1). */
export const pickUpHref = (prodHref: string) => withParams(prodHref, { pfm: 'monetate', pfm_id: 'puwylo' });

/** The weather widget's view-all link, `/search?q=sun+protection` by default, with `icid=weather-widget` (spec 3 §1). */
export const weatherViewAllHref = (link: string | undefined) =>
  withParams(link && link.startsWith('/') && !link.startsWith('//') ? link : DEFAULT_WEATHER_VIEW_ALL, {
    icid: 'weather-widget',
  });
