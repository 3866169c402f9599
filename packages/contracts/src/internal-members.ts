import { Type, type Static } from '@sinclair/typebox';

/**
 * Service-to-service read of one member account of the auth service, by id: what the
 * catalog needs when the back office saves supply or demand, or quotes, on a member's
 * behalf — the company name the member's own posts carry, and whether the account is
 * enabled. Only a platform service may call it, and `/internal/*` is not in the
 * gateway's route table. Answers 404 for an unknown id.
 */
export const MEMBER_ACCOUNT_PATH = '/internal/members/:id';
export const memberAccountPath = (id: string) => `/internal/members/${encodeURIComponent(id)}`;

export const InternalMemberAccount = Type.Object({
  memberId: Type.String(),
  company: Type.String({ description: "the account's company name (the registration's)" }),
  status: Type.Integer({ description: '1 enabled, 0 disabled (a disabled account cannot sign in)' }),
});
export type InternalMemberAccount = Static<typeof InternalMemberAccount>;
