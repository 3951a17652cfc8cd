/** Recommendation's public face: the API shapes of shopper activity and of recommendations. */
export type {
  ActivityPayload,
  ActivityProduct,
  ActivityReceipt,
  Recommendation,
  Recommendations,
  RecommenderInfo,
  RecommenderList,
  RecommenderName,
  RecsRequestInput,
} from './contract.js';
export type { ActivityType } from './schema.js';
export type { ZoneName } from './zones.js';
