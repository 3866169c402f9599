import { Service, standardServiceOptions } from '@trade/service-kit';
import { loadMemberConfig, type MemberConfig } from './config';

/** Builds the member service. */
export async function buildMember(config: MemberConfig = loadMemberConfig()) {
  return Service.create(standardServiceOptions('member', config));
}
