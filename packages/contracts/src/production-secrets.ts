/**
 * Secrets the repository itself ships as examples or development defaults. A production
 * process that finds one of them configured would run with a key anyone can read, so the
 * services and the gateway refuse to start (see `productionSecretProblems`).
 */
export const KNOWN_DEFAULT_SECRETS: readonly string[] = [
  'local-compose-internal-secret-not-for-production',
  'test-internal-secret-0123456789',
  'REPLACE_ME',
  'admin123',
  'Local-Admin-Passw0rd',
  'minioadmin',
  'changeme',
  'change-me',
  'secret',
  'password',
];

/** Shortest INTERNAL_SECRET accepted in production (`openssl rand -hex 32` gives 64). */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/**
 * What is wrong with the secrets of a production environment, one line per variable;
 * empty outside production or when all is well. `secrets` names the variables to check
 * (absent ones are the schema's business).
 */
export function productionSecretProblems(
  env: Record<string, unknown>,
  secrets: { name: string; minLength?: number }[],
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const { name, minLength = 0 } of secrets) {
    const value = env[name];
    if (typeof value !== 'string' || value === '') continue;
    if (KNOWN_DEFAULT_SECRETS.some((known) => known.toLowerCase() === value.toLowerCase())) {
      problems.push(`${name} is a published default value: set a secret of your own in production`);
    } else if (value.length < minLength) {
      problems.push(`${name} is too short for production: at least ${minLength} characters`);
    }
  }
  return problems;
}
