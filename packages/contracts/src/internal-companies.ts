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
