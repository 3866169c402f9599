import type { FastifyRequest } from 'fastify';
import { GUESTBOOK_REQUIRED, REQUIRED_MESSAGES, type GuestbookType } from '@trade/contracts';
import { requiredFields } from '@trade/service-kit';
import { contactFail } from '../errors';
import type { GuestbookAddBody } from './guestbook.schemas';
import type { PhoneVerifier } from './phone-verifier';

/** The guestbook's fields and their §5 required-field messages. */
export const { preHandler: requiredFieldMessages, error: requiredError } = requiredFields({
  name: REQUIRED_MESSAGES.name,
  phone: REQUIRED_MESSAGES.phone,
  code: REQUIRED_MESSAGES.smsCode,
  email: REQUIRED_MESSAGES.email,
  company: REQUIRED_MESSAGES.companyName,
  contact: REQUIRED_MESSAGES.contact,
  country: REQUIRED_MESSAGES.country,
  content: REQUIRED_MESSAGES.remark,
  departurePort: REQUIRED_MESSAGES.departurePort,
  destinationPort: REQUIRED_MESSAGES.destinationPort,
  consent: REQUIRED_MESSAGES.consent,
});

const TEXT_FIELDS = [
  'name',
  'phone',
  'code',
  'email',
  'company',
  'contact',
  'country',
  'departurePort',
  'destinationPort',
  'content',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface CheckedEntry {
  type: GuestbookType;
  source?: string;
  fields: Partial<Record<Exclude<TextField, 'code'>, string>>;
  phoneVerified: boolean;
  memberId?: string;
}

/**
 * Checks a form as its type asks, in the order the form shows its fields, then proves
 * the phone with its SMS code (used up only once everything else passed). A signed-in
 * member's phone was proved at registration: their forms need no code.
 */
export async function checkEntry(
  body: GuestbookAddBody,
  request: FastifyRequest,
  phones: PhoneVerifier,
): Promise<CheckedEntry> {
  const type = body.type ?? 'message';
  const memberId = request.identity?.kind === 'member' ? request.identity.memberId : undefined;
  const values: Partial<Record<TextField, string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = body[field]?.trim();
    if (value) values[field] = value;
  }
  const required = ['name', ...GUESTBOOK_REQUIRED[type]].filter((f) => !(memberId && f === 'code'));
  // A phone given on the plain guestbook is proved like any other.
  if (!memberId && values.phone && !required.includes('code')) required.push('code');
  for (const field of required) if (!values[field as TextField]) throw requiredError(field, request);
  if (values.email && !EMAIL.test(values.email)) {
    throw contactFail('EMAIL_INVALID', request.lang);
  }
  if (body.consent !== true) throw requiredError('consent', request);

  const { code, ...fields } = values;
  let phoneVerified = false;
  if (fields.phone && code && !memberId) {
    fields.phone = await phones.consume(fields.phone, body.countryCode, code, {
      requestId: String(request.id),
      lang: request.lang,
    });
    phoneVerified = true;
  }
  return { type, source: body.source || undefined, fields, phoneVerified, memberId };
}
