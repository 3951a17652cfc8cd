import type { CommerceClient } from '@ridgeline/sdk';

declare module 'react-router' {
  /** Given to every loader and action by the server (server/app.ts). */
  interface AppLoadContext {
    commerce: CommerceClient;
    /** The peer's socket address (a proxy's, when one is in front). */
    clientAddress?: string;
    /** The visitor's anonymous web id (cookie `webid`), for recommendations. */
    webId?: string;
  }
}

export {};
