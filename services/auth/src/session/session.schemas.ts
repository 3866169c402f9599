import { EnvelopeSchema, ErrorEnvelopeSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const countryCode = Type.Optional(Type.String({ maxLength: 6, pattern: '^\\+?[0-9]{1,4}$', default: '+86' }));

export const SessionLoginBody = Type.Object({ account: text(50), password: text(64) });
export const SessionSendCodeBody = Type.Object({ phone: text(20), countryCode });
export const SessionLoginByCodeBody = Type.Object({ phone: text(20), countryCode, code: text(6) });
export const SessionRegBody = Type.Object({
  companyName: text(100),
  contact: text(50),
  account: text(30),
  password: text(64),
  phone: text(20),
  countryCode,
  email: Type.Optional(Type.String({ maxLength: 100 })),
  country: Type.Optional(Type.String({ maxLength: 60 })),
  code: text(6),
  /** The privacy policy and terms accepted (§1 consent); false is refused like a missing field. */
  consent: Type.Boolean(),
});
/** A forgotten password: the account's phone, the SMS code sent to it, and the new password. */
export const SessionResetPasswordBody = Type.Object({
  phone: text(20),
  countryCode,
  code: text(6),
  password: text(64),
});
export const SessionRefreshBody = Type.Object({ refreshToken: text(200) });
export const SessionLogoutBody = Type.Object({
  refreshToken: Type.Optional(Type.String({ maxLength: 200 })),
});

/** §3 "Login session"; the expiries are epoch milliseconds. */
export const LoginSessionView = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  accessTokenExpires: Type.Integer({ description: 'epoch milliseconds' }),
  refreshTokenExpires: Type.Integer({ description: 'epoch milliseconds' }),
  member_info: Type.Record(Type.String(), Type.Unknown()),
});
export const LoginSessionReply = EnvelopeSchema(LoginSessionView);
export const SessionSendCodeReply = EnvelopeSchema(
  Type.Object({
    resendAfter: Type.Integer({ description: 'seconds until another code may be requested' }),
    expiresIn: Type.Integer({ description: 'seconds the code stays valid' }),
  }),
);
export const EmptyReply = EnvelopeSchema(Type.Null());

export const sessionErrors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
