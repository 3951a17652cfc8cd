/**
 * Spec 1 §5 and spec 3 §5: word characters and . % + - , then @, a domain, a 2–6 letter top-level
 * domain. In a module of its own, without zod, so that a form checked by hand in the browser (the
 * footer's email) does not bring the schema library onto every page.
 */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;
