import { createHash } from 'node:crypto';

/**
 * The demo content's ids: UUID version 5 (RFC 9562 §5.5) of a readable name in a namespace of the
 * demo's own, so every seed, export and re-import names the same item the same way and a demo
 * item never collides with one an editor creates (those are random, version 4).
 */
const DEMO_NAMESPACE = 'c1d8a1f3-6f0e-4f5a-9a43-2b1d1e7c0a23';

function bytes(uuid: string): Buffer {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex');
}

export function uuidV5(name: string, namespace: string = DEMO_NAMESPACE): string {
  const hash = createHash('sha1').update(bytes(namespace)).update(name, 'utf8').digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A demo item's id from its name in the demo (`home`, `home/hero`, `footer`…). */
export const demoItemId = (key: string): string => uuidV5(`item:${key}`);
/** A demo edition's id from its name in the demo. */
export const demoEditionId = (key: string): string => uuidV5(`edition:${key}`);
