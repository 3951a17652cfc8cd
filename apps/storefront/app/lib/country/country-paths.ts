/** The storefront's resource route answering the country selector's details (routes/resources/country-verify.ts). */
export const COUNTRY_VERIFY_PATH = '/country-verify';
/** Session storage: the locale this tab already asked about and got no overlay for (no need to ask on every page). */
export const COUNTRY_CHECKED_KEY = 'rl_country_checked';
