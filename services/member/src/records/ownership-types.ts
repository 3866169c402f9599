import { httpDictionary, type DictionaryReader, type DictOption } from '@trade/service-kit';

/** An ownership type as the filing form offers it: the dictionary's code and its label in a language. */
export type Option = DictOption;

/** Where the ownership types come from; tests may put a fake in its place. */
export type OwnershipTypes = DictionaryReader;

/** The dictionary class of the ownership types, kept by auth (seeded there). */
export const OWNERSHIP_DICT = 'ownership_type';

/** The `ownership_type` dictionary from auth over HTTP; auth down: 503, nothing is filed unchecked. */
export const httpOwnershipTypes = (authUrl: string, timeoutMs = 3000, ttlMs = 60_000): OwnershipTypes =>
  httpDictionary(authUrl, OWNERSHIP_DICT, { timeoutMs, ttlMs });
