import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Clients reach the gateway over HTTPS (TLS here or at the proxy in front): send HSTS. */
  tls: boolean;
  /** Other origins the web app may fetch from (e.g. the S3 endpoint of presigned uploads). */
  connectOrigins: string[];
  /** Other origins images may come from (e.g. a CDN in front of the file library). */
  imgOrigins: string[];
}

/**
 * Security headers on every answer (web app, API, docs): a strict Content-Security-Policy,
 * frame and sniffing protection, no referrer. Access and refresh tokens live in
 * localStorage (spec §3), so an injected script would be a takeover; the CSP is what stops
 * one from running: scripts only from this origin, never inline, never eval'd. Styles
 * allow 'unsafe-inline' because antd writes its CSS-in-JS into <style> tags and style
 * attributes at run time; a style cannot run code. An upstream that sets its own policy
 * (the file view's sandbox) keeps it, since the relay writes the upstream's headers last.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: SecurityHeadersOptions,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: and data: are upload previews made in the page, never fetched from elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:', ...opts.imgOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...opts.connectOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(opts.tls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Only a client that already came over HTTPS may be told to never use plain HTTP.
    strictTransportSecurity: opts.tls ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The API answers cross-origin callers named in CORS_ORIGINS; same-site keeps images
    // of the file library loadable by them while other sites cannot embed the bytes.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
