import { Type, type Static } from '@sinclair/typebox';

/**
 * Service-to-service read of a company profile by id (member service), for projections
 * that keep what the public sees of a company, such as the search engine's supplier
 * index and its verified badge. Signed as the calling service; `/internal/*` is not in
 * the gateway's route table. Answers 404 for an unknown id.
 */
export const COMPANY_INFO_PATH = '/internal/companies/info';

export const CompanyInfoRequest = Type.Object({ id: Type.String({ pattern: '^[0-9a-f]{24}$' }) });

export const PublicCompanyProfile = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  verified: Type.Boolean({ description: 'the registry confirms the name and the credit code' }),
  auditStatus: Type.String(),
});
export type PublicCompanyProfile = Static<typeof PublicCompanyProfile>;

/**
 * Service-to-service read of one company profile of the member service, by id: what a
 * projection of company codes (customs matching declarations to members) re-reads when a
 * `trade.company.*` event names the profile. Only a platform service may call it, and
 * `/internal/*` is not in the gateway's route table.
 */
export const COMPANY_CODES_PATH = '/internal/companies/:id';
export const companyCodesPath = (id: string) => `/internal/companies/${encodeURIComponent(id)}`;

/** The codes a company profile is known by; 404 when there is no such profile. */
export const CompanyCodes = Type.Object({
  id: Type.String(),
  memberId: Type.String(),
  name: Type.String(),
  creditCode: Type.String({ description: 'unified social credit code, 18 characters' }),
  customsCode: Type.String({ description: 'customs registration code, 10 characters; empty when not given' }),
  auditStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
});
export type CompanyCodes = Static<typeof CompanyCodes>;
