import type * as GeoipCountryModule from 'geoip-country';
import { BlockList, isIP } from 'node:net';
import { isKnownCountry } from './countries.js';

/**
 * Where a visitor is: the country a trusted CDN names in the header VISITOR_COUNTRY_HEADER (for
 * example Cloudflare's `cf-ipcountry`), else the country of their IP address in an offline
 * database (geoip-country, decision 051). The client IP is the one the edge decided behind the
 * shop's trusted proxy (http/client-ip.ts); loopback and private addresses are in no country.
 */

/** HTTP header names are tokens (RFC 9110 §5.1). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The header a trusted CDN names the visitor's country in, lower case; undefined when not set. */
export function visitorCountryHeader(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const name = env.VISITOR_COUNTRY_HEADER?.trim();
  if (!name) return undefined;
  if (!HEADER_NAME.test(name)) {
    throw new Error(`VISITOR_COUNTRY_HEADER "${name}" is not an HTTP header name (for example cf-ipcountry).`);
  }
  return name.toLowerCase();
}

/** Addresses that belong to no country: loopback, private, link-local, shared, documentation… */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv6');
}

/**
 * An IPv4 address written as IPv6 in its own form: `::ffff:203.0.113.9` (as Node gives a dual-stack
 * socket's peer) or `::ffff:cb00:7109`. (A BlockList would match all IPv4 against ::ffff:0:0/96.)
 */
function plainAddress(address: string): string {
  const dotted = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address can be placed in a country: a valid IP that is not loopback, private or reserved. */
export function isPublicAddress(address: string): boolean {
  const plain = plainAddress(address.trim());
  const family = isIP(plain);
  if (family === 0) return false;
  return !NOWHERE.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

type GeoipCountry = typeof GeoipCountryModule;
let database: Promise<GeoipCountry> | undefined;

/** The database (about 8 MB in memory, read in ~20 ms): loaded on the first lookup, never when a CDN names the country. */
function loadDatabase(): Promise<GeoipCountry> {
  database ??= import('geoip-country')
    .then((module) => ((module as { default?: GeoipCountry }).default ?? module) as GeoipCountry)
    .catch((error: unknown) => {
      database = undefined;
      throw error;
    });
  return database;
}

/** The country of a public IP address in the offline database; undefined for other addresses or unknown ranges. */
export async function countryOfAddress(address: string | undefined): Promise<string | undefined> {
  if (!address || !isPublicAddress(address)) return undefined;
  const code = (await loadDatabase()).lookup(plainAddress(address.trim()))?.country?.toUpperCase();
  return code && isKnownCountry(code) ? code : undefined;
}

/** The country a trusted header names, when it names one (Cloudflare answers XX when it does not know, T1 for Tor). */
export function countryOfHeader(headers: Headers, header: string | undefined): string | undefined {
  if (!header) return undefined;
  const code = headers.get(header)?.trim().toUpperCase();
  return code && isKnownCountry(code) ? code : undefined;
}

/**
 * The visitor's country: the trusted header's when it is configured and names a country, else the
 * database's for the client IP; undefined when neither knows. Without VISITOR_COUNTRY_HEADER no
 * header is read, so a visitor cannot choose their country by sending one.
 */
export async function visitorCountry(
  headers: Headers,
  clientIp: string | undefined,
  header: string | undefined = visitorCountryHeader(),
): Promise<string | undefined> {
  return countryOfHeader(headers, header) ?? (await countryOfAddress(clientIp));
}
