// `node services/auth/dist/bootstrap.js`: creates the first super-admin from
// AUTH_ADMIN_USERNAME / AUTH_ADMIN_PASSWORD (and MONGO_URL, MONGO_DB) and exits.
// There is no default password: without both variables it refuses.
import { connectMongo } from '@trade/service-kit';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { argon2Hasher } from './passwords/password-hasher';
import { seedMenus } from './rbac/menu-seed';
import { rbacModels } from './rbac/rbac.models';

async function main(): Promise<number> {
  const env = process.env;
  const mongoUrl = env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
  const connection = await connectMongo(mongoUrl, env.MONGO_DB ?? `${env.MONGO_DB_PREFIX ?? 'trade'}_auth`);
  try {
    const models = rbacModels(connection);
    await seedMenus(models);
    const result = await ensureSuperAdmin(models, argon2Hasher(), {
      username: env.AUTH_ADMIN_USERNAME,
      password: env.AUTH_ADMIN_PASSWORD,
      production: env.NODE_ENV === 'production',
    });
    console.log(
      result === 'created'
        ? `bootstrap: super-admin ${env.AUTH_ADMIN_USERNAME} created`
        : 'bootstrap: a super-admin exists already; nothing changed',
    );
    return 0;
  } catch (error) {
    console.error(`bootstrap: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await connection.close();
  }
}

void main().then((code) => process.exit(code));
