const PROBE_ORIGIN = 'https://redirect-probe.invalid';
const MAX_DECODE_ROUNDS = 3;

// Browsers ignore tabs and newlines inside URLs and read backslashes as slashes, so any of
// these can turn an innocent-looking path into `//evil.com`. CR/LF would also split headers.
function hasUnsafeCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

function looksLocal(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !hasUnsafeCharacter(path);
}

/**
 * True only for a path on this origin (`/account?tab=orders`), never for absolute,
 * protocol-relative or backslash URLs, including percent-encoded forms that a later hop
 * might decode into one.
 */
export function isSameOriginPath(target: unknown): target is string {
  if (typeof target !== 'string' || !looksLocal(target)) return false;
  let decoded = target;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      break;
    }
    if (next === decoded) break;
    if (!looksLocal(next)) return false;
    decoded = next;
  }
  return new URL(target, PROBE_ORIGIN).origin === PROBE_ORIGIN;
}

/** The target when it is a same-origin path, otherwise the fallback (home). */
export function safeRedirectTarget(target: string | null | undefined, fallback = '/'): string {
  return isSameOriginPath(target) ? target : fallback;
}
