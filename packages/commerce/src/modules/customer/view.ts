import type { CustomerDto } from './contract.js';
import type { CustomerRow } from './schema.js';

/** Groups every registered customer is in (spec 1 §3); loyalty members also get theirs. */
export function customerGroupsOf(row: Pick<CustomerRow, 'loyaltyEnrolled'>): string[] {
  return ['Everyone', 'Registered', ...(row.loyaltyEnrolled ? ['loyalty-members'] : [])];
}

export function customerView(row: CustomerRow): CustomerDto {
  const time = (d: Date | null) => d?.toISOString();
  const optional = <K extends string, V>(key: K, value: V | null | undefined) =>
    value === null || value === undefined ? {} : ({ [key]: value } as Record<K, V>);
  return {
    customerId: row.id,
    customerNo: row.customerNo,
    isRegistered: true,
    isGuest: false,
    customerType: 'registered',
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    login: row.email,
    ...optional('phoneHome', row.phone),
    ...optional('gender', row.gender),
    ...optional('birthdayMonth', row.birthdayMonth),
    ...optional('birthdayDay', row.birthdayDay),
    ...optional('preferredLocale', row.preferredLocale),
    c_customerGroups: customerGroupsOf(row),
    ...optional('c_postalCode', row.postalCode),
    c_newsletter: row.newsletter,
    c_loyaltyEnrolled: row.loyaltyEnrolled,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.lastModified.toISOString(),
    ...optional('lastLoginTime', time(row.lastLogin)),
    ...optional('previousLoginTime', time(row.previousLogin)),
    ...optional('lastVisitTime', time(row.lastVisit)),
    ...optional('previousVisitTime', time(row.previousVisit)),
  };
}
