import { Type, type Static } from '@sinclair/typebox';

/**
 * Service-to-service read of one company profile of the member service, by id: what a
 * projection re-reads when a `trade.company.*` event names the profile — the search
 * engine's supplier index (name, verified badge) and customs matching declarations to
 * members (the codes). Only a platform service may call it, and `/internal/*` is not in
 * the gateway's route table. Answers 404 for an unknown id.
 */
export const COMPANY_PROFILE_PATH = '/internal/companies/:id';
export const companyProfilePath = (id: string) => `/internal/companies/${encodeURIComponent(id)}`;

export const InternalCompanyProfile = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  verified: Type.Boolean({ description: 'the registry confirms the name and the credit code' }),
  creditCode: Type.String({ description: 'unified social credit code, 18 characters' }),
  customsCode: Type.String({ description: 'customs registration code, 10 characters; empty when not given' }),
  auditStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
});
export type InternalCompanyProfile = Static<typeof InternalCompanyProfile>;
