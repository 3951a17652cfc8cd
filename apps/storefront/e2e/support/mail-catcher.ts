/**
 * The e2e tests' mail server: a real SMTP server the storefront delivers to (SMTP_URL), and a
 * small HTTP endpoint on 127.0.0.1 that lists what it received, for the tests to read.
 * Run by Playwright as a web server; it stops when Playwright stops it.
 */
import { createServer } from 'node:http';
import { startTestSmtpServer } from '@ridgeline/commerce/testing';

const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('SMTP_PORT and HTTP_PORT are required.');

const smtp = await startTestSmtpServer({ port: smtpPort });
const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return void response.end('ok');
  if (url.pathname !== '/messages') return void response.writeHead(404).end();
  const to = url.searchParams.get('to')?.toLowerCase();
  const messages = smtp.messages.filter((m) => !to || m.envelopeTo.some((address) => address.toLowerCase() === to));
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(messages));
});
http.listen(httpPort, '127.0.0.1');

const stop = () => {
  http.close();
  void smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
