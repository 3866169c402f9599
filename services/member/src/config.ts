import { Type, loadConfig, standardConfigSchema } from '@trade/service-kit';

export const MemberConfig = standardConfigSchema({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3003 }),
});

export const loadMemberConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(MemberConfig, env);
export type MemberConfig = ReturnType<typeof loadMemberConfig>;
