import { ALL_PERMISSIONS } from '@trade/contracts';
import type { PasswordHasher } from '../passwords/password-hasher';
import { passwordProblem } from '../passwords/password-rule';
import type { RbacModels } from '../rbac/rbac.models';

/** The password `npm start` passes in development (README); refused in production. */
export const DEV_DEFAULT_ADMIN_PASSWORD = 'admin123';

export interface BootstrapInput {
  username?: string;
  password?: string;
  production: boolean;
}

/** Why the first super-admin cannot be created from this input, or null. */
export function bootstrapProblem(input: BootstrapInput): string | null {
  if (!input.username || !input.password)
    return 'AUTH_ADMIN_USERNAME and AUTH_ADMIN_PASSWORD must both be set to create the first super-admin';
  if (passwordProblem(input.password))
    return 'AUTH_ADMIN_PASSWORD must be 6-20 characters with at least two of letters, numbers and symbols';
  if (input.production && input.password === DEV_DEFAULT_ADMIN_PASSWORD)
    return 'AUTH_ADMIN_PASSWORD is the documented development default; choose another one in production';
  return null;
}

/**
 * Creates the super role (ALL_PERMISSIONS) and the first super-admin, unless a
 * super-admin exists already. Idempotent: safe at every start.
 */
export async function ensureSuperAdmin(
  models: RbacModels,
  hasher: PasswordHasher,
  input: BootstrapInput,
): Promise<'created' | 'exists'> {
  if (await models.users.exists({ isSuper: true })) return 'exists';
  const problem = bootstrapProblem(input);
  if (problem) throw new Error(problem);
  const username = input.username!.trim();
  const role =
    (await models.roles.findOne({ code: 'super' }).lean()) ??
    (await models.roles.create({
      name: '超级管理员',
      code: 'super',
      remark: 'all permissions',
      perms: [ALL_PERMISSIONS],
      sort: 0,
    }));
  await models.users.create({
    username,
    usernameKey: username.toLowerCase(),
    passwordHash: await hasher.hash(input.password!),
    realname: 'Super admin',
    roleIds: [String(role._id)],
    isSuper: true,
  });
  return 'created';
}
