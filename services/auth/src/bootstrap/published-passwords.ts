import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../passwords/password-hasher';
import type { RbacModels } from '../rbac/rbac.models';
import { DEV_DEFAULT_ADMIN_PASSWORD } from './super-admin';

/**
 * Admin passwords anyone can read in this repository: the development default of
 * `npm start` and the one docker-compose used to default to.
 */
export const PUBLISHED_ADMIN_PASSWORDS = [DEV_DEFAULT_ADMIN_PASSWORD, 'Local-Admin-Passw0rd'];

export interface PublishedPasswordInput {
  production: boolean;
  /** AUTH_ADMIN_USERNAME / AUTH_ADMIN_PASSWORD: the account whose password may be replaced. */
  username?: string;
  password?: string;
}

/**
 * A database that served development keeps `admin / admin123` when the service is
 * switched to production. In production, every admin account is checked against the
 * published passwords at start:
 * - the account named by AUTH_ADMIN_USERNAME gets AUTH_ADMIN_PASSWORD instead (the
 *   config check has refused a published one), and the log says so;
 * - any other such account stops the start, naming it: nobody may sign in with a
 *   password from the README.
 * Outside production nothing is checked. Returns the accounts whose password was replaced.
 */
export async function replacePublishedAdminPasswords(
  models: RbacModels,
  hasher: PasswordHasher,
  input: PublishedPasswordInput,
  log: FastifyBaseLogger,
): Promise<string[]> {
  if (!input.production) return [];
  const admins = await models.users
    .find({}, { username: 1, usernameKey: 1, passwordHash: 1 })
    .select('+passwordHash')
    .lean();
  const published: { id: unknown; username: string; usernameKey: string }[] = [];
  for (const admin of admins) {
    for (const candidate of PUBLISHED_ADMIN_PASSWORDS) {
      if (await hasher.verify(admin.passwordHash, candidate)) {
        published.push({ id: admin._id, username: admin.username, usernameKey: admin.usernameKey });
        break;
      }
    }
  }
  const replaceable = input.username && input.password ? input.username.trim().toLowerCase() : null;
  const replaced: string[] = [];
  const refused: string[] = [];
  for (const admin of published) {
    if (admin.usernameKey !== replaceable) {
      refused.push(admin.username);
      continue;
    }
    // updateOne, not findOneAndUpdate: passwordHash is select:false, and a projected
    // findAndModify is not implemented by every MongoDB-compatible server.
    await models.users.updateOne(
      { _id: admin.id },
      { $set: { passwordHash: await hasher.hash(input.password!) } },
    );
    log.warn(
      { username: admin.username },
      'admin password was a published development default: replaced by AUTH_ADMIN_PASSWORD',
    );
    replaced.push(admin.username);
  }
  if (refused.length > 0) {
    throw new Error(
      `admin account(s) ${refused.join(', ')} still use a published development password; refusing to start ` +
        'in production. Change the password before the switch, or set AUTH_ADMIN_USERNAME to the account ' +
        'and AUTH_ADMIN_PASSWORD to a new password to replace it at this start.',
    );
  }
  return replaced;
}
