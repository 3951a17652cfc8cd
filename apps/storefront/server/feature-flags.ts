import { APP_CONFIG, type FeatureFlags } from '@ridgeline/config';

/** The environment variable that overrides each flag. */
export const FEATURE_FLAG_VARIABLES: Record<keyof FeatureFlags, string> = {
  cart: 'FEATURE_CART',
  checkout: 'FEATURE_CHECKOUT',
  wishlist: 'FEATURE_WISHLIST',
};

const ON = ['on', 'true', '1'];
const OFF = ['off', 'false', '0'];

/**
 * The app configuration's flags (all on by default), each overridden by its variable when set:
 * `FEATURE_CART=off` hands the bag back to the legacy storefront. Anything but on/true/1 or
 * off/false/0 (any case) stops the server at start, so a typo never silently leaves a flag on.
 */
export function featureFlagsFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: FeatureFlags = APP_CONFIG.features,
): FeatureFlags {
  const flags = { ...defaults };
  for (const [flag, variable] of Object.entries(FEATURE_FLAG_VARIABLES) as [keyof FeatureFlags, string][]) {
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const value = raw.toLowerCase();
    if (ON.includes(value)) flags[flag] = true;
    else if (OFF.includes(value)) flags[flag] = false;
    else {
      throw new Error(`${variable} must be one of ${[...ON, ...OFF].join(', ')}; it is "${raw}".`);
    }
  }
  return flags;
}
