const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * The form an action was sent. The shop's own forms and hearts always send one (URL-encoded, or
 * multipart from a FormData); a request without one, or with JSON or text instead, is the
 * sender's mistake, so it is answered 400 or 415 — never the 500 that `request.formData()`'s own
 * TypeError would become. So is a field (or a field's name) holding a NUL character: no one types
 * one, and the engine refuses it anyway, so it is refused here for every action at once.
 *
 * The answer is thrown as a Response rather than `data()`: a page's action then shows the error
 * boundary with that status (for `.data` requests too), and a resource route such as
 * /wishlist-state sends it as it is, in the `{ ok, status, message }` shape its callers read.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!type) throw refused(400, 'Bad Request', 'No form was sent.');
  if (!FORM_TYPES.has(type)) throw refused(415, 'Unsupported Media Type', 'Send the form URL-encoded or as multipart.');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refused(400, 'Bad Request', 'The form could not be read.');
  }
  for (const [name, value] of form) {
    if (`${name}${typeof value === 'string' ? value : value.name}`.includes('\u0000')) {
      throw refused(400, 'Bad Request', 'A field of the form holds a NUL character.');
    }
  }
  return form;
}

function refused(status: 400 | 415, statusText: string, message: string): Response {
  return Response.json(
    { ok: false, status, message },
    { status, statusText, headers: { 'cache-control': 'private, no-store' } },
  );
}
