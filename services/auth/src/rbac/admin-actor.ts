import type { FastifyRequest } from 'fastify';
import type { RbacModels } from './rbac.models';

/**
 * The signed-in admin as the actor of an audit line, with its user name: the token
 * carries only the id, and the log is read by people.
 */
export async function adminActor(request: FastifyRequest, users: RbacModels['users']) {
  const sub = request.identity?.sub;
  const user = sub ? await users.findById(sub).select('username').lean<{ username?: string }>() : null;
  return { sub, kind: 'admin', ...(user?.username ? { name: user.username } : {}) };
}
