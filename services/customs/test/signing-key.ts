import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh RSA key and self-signed certificate, made with openssl for the test run. */
export function localSigningKey(): { privateKey: string; certificate: string; dir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ceb-key-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-sha256',
      '-days',
      '2',
      '-subj',
      '/CN=CEB test signer',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { privateKey: readFileSync(keyFile, 'utf8'), certificate: readFileSync(certFile, 'utf8'), dir };
}

export const removeKeyDir = (dir: string) => rmSync(dir, { recursive: true, force: true });
