import type { MailLocale } from '../schema.js';

/**
 * A tiny typed way to write e-mails: `html` is a tagged template that escapes every interpolated
 * value unless it is already `SafeHtml` (the result of another `html` template), so a product name
 * or an address line can never add markup. Text parts are plain strings; only the subject gets
 * line breaks folded, since it ends up in a header.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = string | number | SafeHtml | readonly SafeHtml[] | null | undefined;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function interpolate(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((v: SafeHtml) => v.value).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += interpolate(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** One header line: control characters (CR, LF, tab…) become spaces, runs of spaces one space. */
export function headerText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Formatting in the shopper's locale, handed to every template. */
export type MailFormat = {
  locale: MailLocale;
  /** Integer minor units (1999 USD → "$19.99", in fr-CA "19,99 $ US"). */
  money(amountMinor: number, currency: string): string;
  /** A country's name from its ISO code ("CA" → "Canada"); the code itself when unknown. */
  country(code: string): string;
};

export function mailFormat(locale: MailLocale): MailFormat {
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    locale,
    money(amountMinor, currency) {
      const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
      const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
      return format.format(amountMinor / 10 ** digits);
    },
    country(code) {
      try {
        return regions.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export type RenderedMail = { subject: string; html: string; text: string };

/** What a template is written with: its messages per locale, and how it lays out one message. */
export type MailTemplateDefinition<Data, Messages> = {
  kind: string;
  messages: Record<MailLocale, Messages>;
  subject(data: Data, m: Messages, f: MailFormat): string;
  /** The body only; `renderMail` wraps it in the shared layout. */
  html(data: Data, m: Messages, f: MailFormat): SafeHtml;
  text(data: Data, m: Messages, f: MailFormat): string;
};

export type MailTemplate<Data> = {
  kind: string;
  render(data: Data, locale: MailLocale): RenderedMail;
};

export function defineMailTemplate<Data, Messages>(definition: MailTemplateDefinition<Data, Messages>): MailTemplate<Data> {
  return {
    kind: definition.kind,
    render(data, locale) {
      const messages = definition.messages[locale];
      const format = mailFormat(locale);
      const subject = headerText(definition.subject(data, messages, format));
      const body = definition.html(data, messages, format);
      return {
        subject,
        html: layout(locale, subject, body).value,
        text: definition.text(data, messages, format).replace(/\r\n?/g, '\n').trim() + '\n',
      };
    },
  };
}

/** Table layout and inline styles: what e-mail clients still render alike. */
function layout(locale: MailLocale, subject: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f2;color:#1c1c1c;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f2">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff">
<tr><td style="padding:24px 24px 8px;font-size:20px;font-weight:bold;letter-spacing:0.08em">RIDGELINE</td></tr>
<tr><td style="padding:8px 24px 24px">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
