import {
  createIdentityCustomer,
  customerById,
  findCustomerByEmail,
  type CustomerRow,
} from '../modules/customer/index.js';
import { revokeCustomerSessions, type Shopper } from '../modules/session/index.js';
import {
  customerIdLinkedTo,
  identityNames,
  linkIdentity,
  linkRegisteringIdentity,
  recordIdentitySignIn,
  SocialLoginFailedError,
  verifiedEmailOf,
  type SocialDeps,
  type VerifiedIdentity,
} from '../modules/social/index.js';

/**
 * The customer an Apple or Google identity signs in: the one linked to (provider, subject); else the
 * account registered with the provider's verified e-mail, linked now (its earlier sessions end);
 * else a new registered customer with the identity linked, in one transaction.
 */
export async function customerForIdentity(
  { db, logger }: Pick<SocialDeps, 'db' | 'logger'>,
  shopper: Shopper,
  identity: VerifiedIdentity,
  localeId: string,
  now: Date,
): Promise<{ customer: CustomerRow; isNew: boolean }> {
  const { provider } = identity;
  const linkedCustomer = async () => {
    const customerId = await customerIdLinkedTo(db, identity);
    return customerId ? await customerById(db, customerId) : undefined;
  };
  const known = await linkedCustomer();
  if (known) {
    await recordIdentitySignIn(db, identity, now);
    return { customer: known, isNew: false };
  }
  const email = verifiedEmailOf(identity);

  // Links the provider's verified owner of an address to the account registered with it.
  const link = async (account: CustomerRow): Promise<{ customer: CustomerRow; isNew: boolean }> => {
    if (!(await linkIdentity(db, account.id, identity, now))) {
      // Either a concurrent callback linked this subject first, or the account already has another
      // identity at this provider: only the first case may sign in.
      const raced = await linkedCustomer();
      if (raced) return { customer: raced, isNew: false };
      logger.warn({
        msg: 'Social sign-in refused: the account is linked to another identity at this provider',
        provider,
      });
      throw new SocialLoginFailedError(provider);
    }
    // Sessions opened before the link (by whoever registered this address) end: from now on the
    // provider's verified owner holds the account.
    await revokeCustomerSessions(db, account.id, shopper.usid, now);
    return { customer: account, isNew: false };
  };

  const existing = await findCustomerByEmail(db, email);
  if (existing) return link(existing);
  const created = await db.transaction(async (tx) => {
    const row = await createIdentityCustomer(tx, { email, ...identityNames(identity), preferredLocale: localeId });
    if (!row) return undefined;
    await linkRegisteringIdentity(tx, row.id, identity, now);
    return row;
  });
  if (created) return { customer: created, isNew: true };
  // The address was registered between the lookup and the insert: link to that account instead.
  const registered = await findCustomerByEmail(db, email);
  if (registered) return link(registered);
  throw new SocialLoginFailedError(provider);
}
