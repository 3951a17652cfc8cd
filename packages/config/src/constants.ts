export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Viewport width in px from which the desktop layout applies. */
export const DESKTOP_BREAKPOINT = 992;

/** The mini-cart badge shows `9+` above this count. */
export const MINI_CART_LIMIT = 9;

/** Product-list page size (the platform default of 25 is overridden). */
export const PRODUCT_LIST_DEFAULT_LIMIT = 47;

export const PRODUCT_LIST_DEFAULT_SORT = 'best-matches';

/** Products enrichment (spec 2 §9): ids per call and the time one call may take before its tiles keep their default data. */
export const ENRICHMENT_BATCH_SIZE = 8;
export const ENRICHMENT_TIMEOUT_MS = 15_000;

/** The most units of one product a basket line may hold (configuration, spec issue 4). */
export const MAX_ORDER_QUANTITY = 10;
/** The most distinct lines a basket may hold. */
export const MAX_BASKET_LINES = 50;
