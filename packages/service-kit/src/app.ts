import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { langFromHeaders, type Identity, type Lang } from '@trade/contracts';
import { fail, handleError } from './errors';
import { refuseNul } from './nul-guard';
import { identityFromRequest } from './identity';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of the answer, from the request's language header (zh-cn by default). */
    lang: Lang;
    /** The caller as the gateway verified it, or null for a visitor. */
    identity: Identity | null;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface AppOptions {
  /** Service name: names the log stream and the OpenAPI document. */
  name: string;
  version?: string;
  logLevel?: string;
  /** HMAC key the gateway signs identity headers with. */
  internalSecret: string;
  /** Seconds a signed identity header stays valid (60 by default). */
  identityMaxAgeS?: number;
  /** Proxies whose X-Forwarded-For gives the client IP (`request.ip`); none by default. */
  trustProxy?: string[];
  bodyLimit?: number;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The fastify app every service starts from: request ids, language, identity,
 * schema validation that drops unknown fields, the envelope for every error,
 * and an OpenAPI document built from the route schemas.
 */
export function createApp(options: AppOptions): App {
  const app = Fastify({
    logger: options.logger ?? { level: options.logLevel ?? 'info', base: { service: options.name } },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Each request is not logged; failures are, with the request id under `requestId`.
    logController: new LogController({ requestIdLogLabel: 'requestId', disableRequestLogging: true }),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    // request.ip believes X-Forwarded-For only from these addresses (the gateway).
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    ajv: {
      customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.decorateRequest('lang', 'zh-cn');
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = langFromHeaders(request.headers);
    request.identity = identityFromRequest(request.headers, options.internalSecret, options.identityMaxAgeS);
    reply.header('x-request-id', request.id);
  });
  // After validation, so only the fields a route keeps are looked at.
  app.addHook('preHandler', async (request) => {
    refuseNul({ body: request.body, query: request.query, params: request.params }, request.lang);
  });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) =>
    handleError(fail('ROUTE_NOT_FOUND', { path: request.url }), request, reply),
  );

  void app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `trade ${options.name} service`, version: options.version ?? '1.6.9' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
