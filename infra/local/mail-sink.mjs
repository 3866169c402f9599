#!/usr/bin/env node
// A local SMTP server that accepts every message and keeps it, for development and the
// test platform: notify sends its e-mails here when no real SMTP server is configured.
//
//   SMTP  127.0.0.1:$MAIL_PORT (1025), no TLS, any sender and recipient (credentials accepted, never checked)
//   files $MAIL_DIR (.data/mail)/<time>-<id>.eml, one per message, exactly as received
//   HTTP  127.0.0.1:$MAIL_HTTP_PORT (1080; 0 = off), read only:
//           GET /messages?to=<address>&limit=<n>  newest first: id, from, to, subject, date, size
//           GET /messages/<id>                    the message parsed: from, to, subject, date, text, html
//           GET /messages/<id>.eml                the raw message
//
// Started and stopped by infra/local/servers.sh (server `mail`); see infra/local/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.MAIL_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_HTTP_PORT ?? 1080);
const dir = path.resolve(
  process.env.MAIL_DIR ?? path.join(process.env.TRADE_DATA_DIR ?? path.join(repo, '.data'), 'mail'),
);
const MAX_BYTES = 25 * 1024 * 1024;
const ID = /^\d{8}T\d{6}-[0-9a-f]{8}$/;

mkdirSync(dir, { recursive: true });
const log = (message) => console.log(`${new Date().toISOString()} ${message}`);

/** `20251121T100405-1a2b3c4d`: sorts by arrival, unique, safe as a file name. */
const newId = () =>
  `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${randomBytes(4).toString('hex')}`;

const smtp = new SMTPServer({
  // Any client may send, with or without credentials (they are accepted, never checked).
  authOptional: true,
  allowInsecureAuth: true,
  onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anyone' }),
  disabledCommands: ['STARTTLS'],
  banner: 'trade platform mail sink',
  size: MAX_BYTES,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      if (stream.sizeExceeded)
        return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
      const raw = Buffer.concat(chunks);
      const id = newId();
      const to = session.envelope.rcptTo.map((r) => r.address);
      writeFile(path.join(dir, `${id}.eml`), raw)
        .then(() => simpleParser(raw))
        .then((mail) => log(`stored ${id}.eml for ${to.join(', ')}: ${mail.subject ?? '(no subject)'}`))
        .then(() => callback(), callback);
    });
  },
});
smtp.on('error', (error) => {
  log(`smtp error: ${error.message}`);
  if (error.code === 'EADDRINUSE' || error.code === 'EACCES') process.exit(1);
});
process.on('unhandledRejection', (error) => log(`error: ${error?.message ?? error}`));

/** The stored messages, newest first. */
async function list(to, limit) {
  const files = (await readdir(dir))
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  const out = [];
  for (const file of files) {
    if (out.length >= limit) break;
    const raw = await readFile(path.join(dir, file));
    const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true });
    const recipients = [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((a) => a.address);
    if (to && !recipients.some((address) => address?.toLowerCase() === to.toLowerCase())) continue;
    out.push({
      id: file.slice(0, -4),
      from: mail.from?.text ?? '',
      to: recipients,
      subject: mail.subject ?? '',
      date: (mail.date ?? (await stat(path.join(dir, file))).mtime).toISOString(),
      size: raw.length,
    });
  }
  return out;
}

const http = createServer(async (req, res) => {
  const send = (status, body, type = 'application/json; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body, null, 2));
  };
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET') return send(405, { error: 'read only' });
    if (url.pathname === '/messages' || url.pathname === '/')
      return send(200, await list(url.searchParams.get('to'), Number(url.searchParams.get('limit') ?? 50)));
    const match = /^\/messages\/([^/]+?)(\.eml)?$/.exec(url.pathname);
    if (!match || !ID.test(match[1])) return send(404, { error: 'not found' });
    const raw = await readFile(path.join(dir, `${match[1]}.eml`)).catch(() => null);
    if (!raw) return send(404, { error: 'not found' });
    if (match[2]) return send(200, raw, 'message/rfc822');
    const mail = await simpleParser(raw);
    return send(200, {
      id: match[1],
      from: mail.from?.text ?? '',
      to: mail.to ? [mail.to].flat().map((a) => a.text) : [],
      subject: mail.subject ?? '',
      date: mail.date?.toISOString() ?? null,
      messageId: mail.messageId ?? null,
      text: mail.text ?? '',
      html: mail.html || null,
    });
  } catch (error) {
    send(500, { error: error.message });
  }
});

http.on('error', (error) => {
  log(`mail sink: listing not available (${error.message}); SMTP keeps running`);
});

smtp.listen(port, '127.0.0.1', () => {
  log(`mail sink: SMTP on 127.0.0.1:${port}, messages in ${dir}`);
  if (httpPort > 0)
    http.listen(httpPort, '127.0.0.1', () =>
      log(`mail sink: listing on http://127.0.0.1:${httpPort}/messages`),
    );
});

const stop = () => {
  log('mail sink stopping');
  http.close();
  smtp.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
