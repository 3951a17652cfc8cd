/**
 * What turns the Storefront Toolkit on, apart from its context's code: the launcher, on every page,
 * reads only these, so the rest loads with the toolkit's drawer.
 */

/** The address parameter that turns the toolkit on. */
export const TOOLKIT_ENABLE_PARAM = '__sftoolkit';
/** Session storage: the toolkit is on in this tab. */
export const TOOLKIT_SESSION_FLAG = 'sfToolkitEnabled';
