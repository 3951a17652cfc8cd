/** What the API answered one request. */
export type Answer = { status: number; headers: Headers; text: string };

/**
 * Traces of the server's insides an answer must never show: stack frames, SQL (Drizzle writes it
 * in lower case, people in upper case), the database and ORM's names, file paths.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat [^\n]*\(?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  // A new line before "at", as is or escaped in JSON.
  ['a stack frame', /(?:\n|\\n)\s+at \S/],
  // Upper-case UPDATE and DELETE are HTTP methods too, which a 404 names.
  ['SQL', /\b(?:SELECT|INSERT)\b/],
  ['SQL', /\bselect (?:distinct )?(?:"|\*|count\()|\binsert into "|\bupdate "\w+" set\b|\bdelete from "/i],
  ['a failed query', /Failed query/i],
  ['the database', /postgres|pglite/i],
  // The ORM's own names, not the weather an article describes.
  ['the ORM', /drizzle-orm|Drizzle\w*Error/i],
  ['a file path', /node_modules|\/src\/[\w/-]+\.[jt]s\b/],
];

/**
 * Why an answer is wrong, or [] when it is not: a 5xx (the client's mistake must be a 4xx; a
 * refusal to be retried must say when, with Retry-After), an error that is not the API's JSON
 * error shape, or a leak of the server's insides.
 */
export function problemsWith(answer: Answer): string[] {
  const problems: string[] = [];
  const retryLater = answer.status === 503 && answer.headers.has('retry-after');
  if (answer.status >= 500 && !retryLater) problems.push(`answered ${answer.status}`);
  if (answer.status >= 400 && !isErrorBody(answer.text)) {
    problems.push(`a ${answer.status} without the API's JSON error ({ error: { code, message } })`);
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(answer.text)) problems.push(`shows ${what}: …${excerpt(answer.text, pattern)}…`);
  }
  return problems;
}

function isErrorBody(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return typeof body.error?.code === 'string' && typeof body.error.message === 'string';
  } catch {
    return false;
  }
}

function excerpt(text: string, pattern: RegExp): string {
  const at = text.search(pattern);
  return text.slice(Math.max(0, at - 40), at + 80);
}
