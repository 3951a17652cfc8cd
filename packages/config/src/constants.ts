export const SHIPPING_COUNTRIES = ['US', 'CA'] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

/** Viewport width in px from which the desktop layout applies. */
export const DESKTOP_BREAKPOINT = 992;

/** The mini-cart badge shows `9+` above this count. */
export const MINI_CART_LIMIT = 9;

/** Product-list page size (the platform default of 25 is overridden). */
export const PRODUCT_LIST_DEFAULT_LIMIT = 47;

export const PRODUCT_LIST_DEFAULT_SORT = 'best-matches';
