/** The consent module's face: visitors' recorded consent choices (decision 053). */
export { recordConsent, type ConsentSubject } from './service.js';
export {
  CONSENT_SOURCES,
  type ConsentRecordDto,
  type ConsentRecordRequestDto,
  type ConsentSource,
} from './contract.js';
