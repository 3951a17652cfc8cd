import type { Database } from '../db/client.js';
import { giveBasketCustomerEmail, mergeGuestBasket } from '../modules/basket/index.js';
import {
  authenticate,
  createCustomer,
  customerById,
  recordSignIn,
  type CustomerRow,
  type RegistrationRequest,
} from '../modules/customer/index.js';
import { InvalidEmailTokenError, useSignInLink } from '../modules/recovery/index.js';
import { signInSession, type Shopper } from '../modules/session/index.js';
import { verifySocialCallback, type SocialCallback, type SocialDeps } from '../modules/social/index.js';
import { optInAtRegistration } from './newsletter-signup.js';
import { customerForIdentity } from './social-customer.js';

/**
 * Signs the customer in on this session (new token, usid kept for a guest), takes over or merges
 * the guest bag, and records the visit — one transaction, so a failure leaves the guest as it was.
 * Every way in (password, registration, e-mailed link, Apple, Google) ends here.
 */
export async function startCustomerSession(
  db: Database,
  current: Shopper | undefined,
  customer: CustomerRow,
  extra: Partial<CustomerRow> = {},
  persistent = true,
) {
  const now = new Date();
  return db.transaction(async (tx) => {
    const session = await signInSession(tx, current, customer.id, now, persistent);
    await mergeGuestBasket(tx, session.usid, customer.id);
    await giveBasketCustomerEmail(tx, customer.id, customer.email);
    return { ...session, customer: await recordSignIn(tx, customer, extra, now) };
  });
}

/** Password sign-in: the password checked (authenticate's limits and answers), then signed in. */
export async function login(
  db: Database,
  current: Shopper | undefined,
  email: string,
  password: string,
  clientIp: string,
  persistent = true,
) {
  const { customer, extra } = await authenticate(db, email, password, clientIp);
  return startCustomerSession(db, current, customer, extra, persistent);
}

/**
 * Registration: the customer written (every rule checked again), their newsletter opt-in put on
 * the newsletter's list (decision 050), then signed in like a login.
 */
export async function register(
  db: Database,
  current: Shopper | undefined,
  request: RegistrationRequest,
  localeId: string,
  clientIp: string,
) {
  const customer = await createCustomer(db, request, localeId, clientIp);
  if (customer.newsletter) await optInAtRegistration(db, customer, clientIp);
  return startCustomerSession(db, current, customer);
}

/** Apple or Google sign-in: the provider's answer checked and its customer found or made, then signed in. */
export async function completeSocialLogin(
  deps: SocialDeps,
  shopper: Shopper,
  callback: SocialCallback,
  localeId: string,
  now = new Date(),
) {
  const identity = await verifySocialCallback(deps, shopper, callback, now);
  const { customer, isNew } = await customerForIdentity(deps, shopper, identity, localeId, now);
  return { ...(await startCustomerSession(deps.db, shopper, customer)), isNew };
}

/** Sign-in with an e-mailed link: the link used and the session signed in, in one transaction. */
export async function passwordlessLogin(
  db: Database,
  current: Shopper | undefined,
  token: string,
  persistent = true,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const { customerId, redirectUrl } = await useSignInLink(tx, token, now);
    const customer = await customerById(tx, customerId);
    if (!customer) throw new InvalidEmailTokenError();
    return { ...(await startCustomerSession(tx, current, customer, {}, persistent)), redirectUrl };
  });
}
