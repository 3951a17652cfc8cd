import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';

/** A message as the test SMTP server received it, with the parts a test asserts on decoded. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
  from: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  receivedAt: number;
};

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** When each MAIL FROM arrived, accepted or refused: one per delivery attempt. */
  attempts: number[];
  /** While true, every MAIL FROM is refused with 451 (a temporary failure, as a busy relay answers). */
  refusing: boolean;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (a random port unless one is given) for integration tests: plain SMTP, no TLS, any
 * login accepted. `delayMs` holds every message a while before accepting it, to widen race windows.
 */
export async function startTestSmtpServer(
  options: { refusing?: boolean; delayMs?: number; port?: number } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const attempts: number[] = [];
  const state = { refusing: options.refusing ?? false };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      attempts.push(Date.now());
      if (state.refusing) {
        return callback(Object.assign(new Error('Service temporarily unavailable, try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const finish = () => {
          messages.push({ envelopeFrom, envelopeTo, ...parseMessage(Buffer.concat(chunks).toString('latin1')), receivedAt: Date.now() });
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    attempts,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Part = { headers: Record<string, string>; body: string };

/** Headers (unfolded, lower-case names) and body of a raw message or MIME part. */
function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function bytes(latin1: string): Buffer {
  return Buffer.from(latin1, 'latin1');
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, '');
  return bytes(soft.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return bytes(part.body).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`); blanks between adjacent words vanish. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo' | 'receivedAt'> {
  const message = splitPart(raw);
  const parts: Part[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(message.headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      parts.push(splitPart(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
    }
  } else {
    parts.push(message);
  }
  const byType = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part) : '';
  };
  const header = (name: string) => decodeHeader(message.headers[name] ?? '');
  return {
    headers: message.headers,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    messageId: message.headers['message-id'] ?? '',
    text: byType('text/plain'),
    html: byType('text/html'),
  };
}
