import type { FastifyPluginAsync } from 'fastify';
import type { SigningKeys } from './signing-keys';

/** The JWKS the gateway verifies access tokens with. */
export const keysRoutes: FastifyPluginAsync<{ keys: SigningKeys }> = async (app, { keys }) => {
  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return keys.jwks();
  });
};
