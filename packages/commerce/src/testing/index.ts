/** Test helpers: databases of their own per test, and the API on the small test catalogue. */
export { createTestDatabase, dropTestDatabases, testDriver, type Prepare } from './test-database.js';
export { shopperCall, type JsonBody } from './shopper-call.js';
export { loadVariants } from './checkout-load.js';
export { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../modules/mail/test-smtp-server.js';
export { stockedVariants } from './stock.js';
export { startFakeIssuer, type FakeIdentity, type FakeIssuer } from '../modules/social/fake-issuer.js';
export { clearOidcCaches } from '../modules/social/oidc.js';
export {
  registerTestCustomer,
  registerTestCustomerAnswer,
  SEATTLE,
  TEST_PASSWORD,
  testRegistrationPayload,
  type TestCustomerOptions,
} from './customers.js';
