import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** §3/§9: the phone prefix defaults to +86. */
export const DEFAULT_COUNTRY_CODE = '+86';

/**
 * The E.164 form of a phone number typed with a country code (`+86` by default),
 * or null when libphonenumber-js does not consider it a valid number. A number
 * already starting with `+` keeps its own country code.
 */
export function normalisePhone(phone: string, countryCode = DEFAULT_COUNTRY_CODE): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  const prefix = countryCode.trim().startsWith('+') ? countryCode.trim() : `+${countryCode.trim()}`;
  const full = digits.startsWith('+') ? digits : `${prefix}${digits.replace(/^0+/, '')}`;
  const parsed = parsePhoneNumberFromString(full);
  return parsed && parsed.isValid() ? parsed.number : null;
}
