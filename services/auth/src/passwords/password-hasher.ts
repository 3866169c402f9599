import { hash, verify, Algorithm } from '@node-rs/argon2';

/**
 * argon2id at the OWASP Password Storage Cheat Sheet's first configuration:
 * m = 19 MiB, t = 2, p = 1. The parameters are stored in each hash (PHC string),
 * so raising them later still verifies old hashes.
 */
export const HASH_PARAMS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const HASH_DESCRIPTION = `argon2id m=${HASH_PARAMS.memoryCost}KiB t=${HASH_PARAMS.timeCost} p=${HASH_PARAMS.parallelism}`;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when `password` matches; an unknown account verifies against a dummy hash so timing is alike. */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
}

/** The argon2id hasher (native binding from @node-rs/argon2's prebuilt optional dependency). */
export function argon2Hasher(): PasswordHasher {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, HASH_PARAMS),
    async verify(stored, password) {
      if (!stored) {
        dummy ??= hash('dummy-password-for-timing', HASH_PARAMS);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(stored, password).catch(() => false);
    },
  };
}
