import type { Logger } from '@ridgeline/commerce';
import type { FeatureFlags } from '@ridgeline/config';
import type { CommerceClient, SearchEngineClient } from '@ridgeline/sdk';
import type { ShopperSession } from '../server/shopper-session';
import type { PreviewEnvironment } from './lib/preview/vse';

declare module 'react-router' {
  /** Given to every loader and action by the server (server/app.ts). */
  interface AppLoadContext {
    commerce: CommerceClient;
    /** Feeds listings instead of the commerce API's search when SEARCH_PROVIDER=search-engine. */
    searchEngine?: SearchEngineClient;
    /** The app configuration's flags as this server's environment set them (server/feature-flags.ts). */
    features: FeatureFlags;
    logger: Logger;
    /** The shopper's session: their bag and, later, their account (server/shopper-session.ts). */
    shopper: ShopperSession;
    /** The peer's socket address (a proxy's, when one is in front). */
    clientAddress?: string;
    /**
     * The visitor's country (ISO 3166-1 alpha-2), decided at the edge: the trusted CDN header named by
     * VISITOR_COUNTRY_HEADER, else the client IP in an offline database; undefined when unknown (a
     * private address). Asked for only by the country selector (decision 051).
     */
    visitorCountry?: () => Promise<string | undefined>;
    /** This request's Content-Security-Policy nonce, for inline scripts (server/security-headers.ts). */
    cspNonce?: string;
    /**
     * The content preview environment (vse, spec 3 §4.2): the one this request previews, if any, and
     * the environments the shop lists (PREVIEW_ENVIRONMENTS).
     */
    preview?: {
      current?: PreviewEnvironment;
      environments: readonly string[];
      /** Author preview mode was asked for (its parameter or cookie); the root checks the staff session. */
      authorPreview?: boolean;
    };
    /** The visitor's anonymous web id (cookie `webid`), for recommendations. */
    webId?: string;
    /**
     * Calls `listener` each time content may have changed (a write through any instance, or the
     * change channel back after a gap: decision 041); answers how to stop. Absent when the engine runs
     * elsewhere (COMMERCE_API_URL): this process hears no changes then.
     */
    contentChanges?: (listener: () => void) => () => void;
  }
}

export {};
