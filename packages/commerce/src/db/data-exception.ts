/**
 * Whether PostgreSQL refused a value the request carried: SQLSTATE class 22, "data exception" —
 * a character it cannot store (22021, the NUL among them), text that is not a number or a date
 * (22P02, 22007), a number or date out of range (22003, 22008), a string too long for its column
 * (22001)… Looks through the causes Drizzle wraps driver errors in.
 *
 * The API refuses such input before SQL wherever it can (nul-guard.ts, the routes' schemas); this
 * is the safety net behind them, so what slips through is a 400, not a 500. It is logged, and the
 * API's fuzz test fails on the log line: each one is a validation to add.
 */
export function isDataException(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Error && !seen.has(current); current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    seen.add(current);
  }
  return false;
}
