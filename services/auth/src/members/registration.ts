import type { FastifyRequest } from 'fastify';
import { authFail } from '../errors';
import { requiredError } from '../http/required';
import type { PasswordHasher } from '../passwords/password-hasher';
import { passwordMessageParams, passwordProblem, type PasswordRule } from '../passwords/password-rule';
import { DEFAULT_COUNTRY_CODE, normalisePhone } from '../passwords/phone';
import type { SmsCodes } from '../sms/sms-codes';
import type { Member } from './member.model';
import type { MemberRepository } from './member-repository';

export interface RegistrationInput {
  account: string;
  password: string;
  companyName: string;
  contact: string;
  phone: string;
  countryCode?: string;
  email?: string;
  country?: string;
  code: string;
  consent?: boolean;
}

const ACCOUNT = /^[A-Za-z0-9_.]{4,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same checks the form makes, in order, answered with the §5 messages; returns the cleaned input. */
export function checkRegistration(input: RegistrationInput, request: FastifyRequest, rule?: PasswordRule) {
  const text = (field: keyof RegistrationInput) => {
    const value = String(input[field] ?? '').trim();
    if (!value) throw requiredError(field, request);
    return value;
  };
  const companyName = text('companyName');
  const contact = text('contact');
  const account = text('account');
  if (!ACCOUNT.test(account)) throw authFail('ACCOUNT_FORMAT');
  const password = input.password ?? '';
  if (!password) throw requiredError('password', request);
  const problem = passwordProblem(password, rule);
  if (problem) throw authFail(problem, passwordMessageParams(rule));
  const countryCode = input.countryCode?.trim() || DEFAULT_COUNTRY_CODE;
  const phone = normalisePhone(text('phone'), countryCode);
  if (!phone) throw authFail('PHONE_INVALID');
  const email = input.email?.trim() || undefined;
  if (email && !EMAIL.test(email)) throw authFail('EMAIL_INVALID');
  const code = text('code');
  if (input.consent !== true) throw requiredError('consent', request);
  return {
    account,
    password,
    companyName,
    contact,
    phone,
    countryCode,
    email,
    country: input.country?.trim() || undefined,
    code,
    consentAt: new Date(),
  };
}

export interface RegistrationDeps {
  members: MemberRepository;
  hasher: PasswordHasher;
  codes: SmsCodes;
  /** Admin usernames share the sign-in namespace with member accounts. */
  admins: { usernameTaken(name: string): Promise<boolean> };
  /** The live sign-in settings: whether registration is open, the password rule. */
  settings?: { registrationOpen(): boolean; passwordRule(): PasswordRule };
}

/**
 * §7 /login/reg: a company registers as a member with an SMS code sent to its
 * phone. The code is checked first, so only the holder of the phone learns
 * whether the account name or the phone is taken (or is an admin's name).
 * Everything is checked before the code is used up, so a rejected request
 * changes nothing; the member and its `trade.member.registered` event are one
 * document write.
 */
export async function registerMember(
  deps: RegistrationDeps,
  input: ReturnType<typeof checkRegistration>,
): Promise<Member> {
  await deps.codes.verify(input.phone, input.code);
  const taken =
    (await deps.members.accountTaken(input.account)) || (await deps.admins.usernameTaken(input.account));
  if (taken) throw authFail('ACCOUNT_TAKEN');
  if (await deps.members.phoneTaken(input.phone)) throw authFail('PHONE_TAKEN');
  await deps.codes.consume(input.phone, input.code);
  const { code: _code, password, ...fields } = input;
  try {
    return await deps.members.register({ ...fields, passwordHash: await deps.hasher.hash(password) });
  } catch (error) {
    // Lost a race with another registration of the same account or phone.
    if ((error as { code?: number }).code === 11000) {
      throw authFail(String(error).includes('phone') ? 'PHONE_TAKEN' : 'ACCOUNT_TAKEN');
    }
    throw error;
  }
}
