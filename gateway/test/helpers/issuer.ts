import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  alg: 'EdDSA' | 'ES256';
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwk: JWK;
}

export interface TokenClaims {
  sub?: string;
  kind?: 'admin' | 'member';
  roles?: string[];
  perms?: string[];
  mid?: string;
  /** The sign-in session the token belongs to. */
  sid?: string;
}

export interface TokenOptions {
  key?: SigningKey;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  issuer?: string;
  audience?: string;
}

/** A key pair with its public JWK, as the auth service would publish it. */
export async function makeKey(kid: string, alg: 'EdDSA' | 'ES256' = 'EdDSA'): Promise<SigningKey> {
  const { publicKey, privateKey } = await generateKeyPair(
    alg,
    alg === 'EdDSA' ? { crv: 'Ed25519' } : undefined,
  );
  const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { kid, alg, privateKey, jwk };
}

/**
 * A stand-in for the auth service's token side: a tiny HTTP server publishing the
 * current JWKS, and a signer for access tokens with the platform's claims.
 */
export class TestIssuer {
  published: SigningKey[] = [];
  fetches = 0;
  private server: Server | null = null;

  constructor(public current: SigningKey) {
    this.published = [current];
  }

  static async create(): Promise<TestIssuer> {
    const issuer = new TestIssuer(await makeKey('key-1'));
    await issuer.listen();
    return issuer;
  }

  get jwksUrl(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/.well-known/jwks.json`;
  }

  private listen(): Promise<void> {
    this.server = createServer((req, res) => {
      this.fetches++;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: this.published.map((k) => k.jwk) }));
    });
    return new Promise((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  /** Publishes a new key next to the old one and signs with it from now on. */
  async rotate(kid: string): Promise<SigningKey> {
    const key = await makeKey(kid);
    this.published = [...this.published, key];
    this.current = key;
    return key;
  }

  async token(claims: TokenClaims = {}, opts: TokenOptions = {}): Promise<string> {
    const key = opts.key ?? this.current;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ kind: 'member', roles: ['member'], perms: [], mid: 'm-1', ...claims })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
      .setSubject(claims.sub ?? 'u-1')
      .setIssuer(opts.issuer ?? 'trade-auth')
      .setAudience(opts.audience ?? 'trade')
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (opts.expiresIn ?? 600))
      .sign(key.privateKey);
  }

  memberToken(mid = 'm-1', sub = 'u-member'): Promise<string> {
    return this.token({ sub, kind: 'member', roles: ['member'], perms: [], mid });
  }

  adminToken(sub = 'u-admin'): Promise<string> {
    return this.token({ sub, kind: 'admin', roles: ['admin'], perms: ['*/*/*'] });
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
