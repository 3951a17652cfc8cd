import { InvalidInputError } from '../../http/errors.js';
import { headerText } from './templates/render.js';

/**
 * The header lines a queued e-mail may add to those the transport writes (From, To, Subject,
 * Message-ID…): the list headers a subscription e-mail needs (RFC 2369, RFC 8058). Anything else
 * is refused, so no template can set Bcc or Reply-To by mistake.
 */
export const MAIL_HEADERS = ['List-Unsubscribe', 'List-Unsubscribe-Post'] as const;

/** The headers as stored: known names only, each value one line of at most 2000 characters. */
export function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!(MAIL_HEADERS as readonly string[]).includes(name)) {
      throw new InvalidInputError(`'${name.slice(0, 80)}' is not a header a queued e-mail may set.`);
    }
    const line = headerText(value);
    if (!line || line.length > 2000)
      throw new InvalidInputError(`The ${name} header needs a value of at most 2000 characters.`);
    checked[name] = line;
  }
  return checked;
}
