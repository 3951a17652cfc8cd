/**
 * A report a browser posts on its own (a policy violation, an error): JSON of a known type, read no
 * further than `maxBytes`. Answers the parsed body, or the status that refuses it: 415 for another
 * type, 413 past the size, 400 for what is not JSON.
 */
export async function readBrowserReport(
  request: Request,
  { type, maxBytes }: { type: RegExp; maxBytes: number },
): Promise<{ body: unknown } | { refused: 400 | 413 | 415 }> {
  if (!type.test(request.headers.get('content-type') ?? '')) return { refused: 415 };
  const text = await readAtMost(request, maxBytes);
  if (text === undefined) return { refused: 413 };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { refused: 400 };
  }
}

/** The body as text, or undefined past `max` bytes (read no further than that). */
async function readAtMost(request: Request, max: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return undefined;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
