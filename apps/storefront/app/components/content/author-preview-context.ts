import { createContext, useContext } from 'react';

/**
 * Author preview mode (spec 3 §2.10, §4.2): content staff see, on every block, a link to it in the
 * content management API and, on every personalised slot, how its variants matched. Given by the
 * root for a page whose request turned it on with a live staff session (decision 049).
 */
export const AuthorPreviewContext = createContext(false);

export const useAuthorPreview = () => useContext(AuthorPreviewContext);
