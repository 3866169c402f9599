import { CONSUME_SMS_CODE_PATH, CONTACT_ERRORS, type Lang, type ContactErrorId } from '@trade/contracts';
import { fail, serviceIdentity, signedIdentityHeaders } from '@trade/service-kit';
import { contactFail } from '../errors';

/** The form's request: its id for the logs, its language for the message naming the field. */
export interface CallContext {
  requestId?: string;
  lang: Lang;
}

/** Proves a form's phone with the SMS code auth sent to it; tests may put a fake in its place. */
export interface PhoneVerifier {
  /** Uses up the code; answers the phone in E.164, or fails with the SMS code's own message. */
  consume(
    phone: string,
    countryCode: string | undefined,
    code: string,
    context: CallContext,
  ): Promise<string>;
}

/**
 * auth over HTTP (CONSUME_SMS_CODE_PATH), signed as the notify service. auth down or
 * failing makes the form fail with 503, and nothing is stored.
 */
export class HttpPhoneVerifier implements PhoneVerifier {
  constructor(private readonly options: { authUrl: string; internalSecret: string; timeoutMs: number }) {}

  async consume(
    phone: string,
    countryCode: string | undefined,
    code: string,
    { requestId, lang }: CallContext,
  ) {
    const { authUrl, internalSecret, timeoutMs } = this.options;
    let res: Response;
    try {
      res = await fetch(`${authUrl.replace(/\/+$/, '')}${CONSUME_SMS_CODE_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedIdentityHeaders(serviceIdentity('notify'), internalSecret),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        body: JSON.stringify({ phone, ...(countryCode ? { countryCode } : {}), code }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw Object.assign(fail('SERVICE_UNAVAILABLE'), { cause: error });
    }
    const body = (await res.json().catch(() => null)) as {
      data?: { phone?: string; errorId?: string };
    } | null;
    if (res.ok && typeof body?.data?.phone === 'string') return body.data.phone;
    const errorId = body?.data?.errorId;
    if (res.status === 400 && errorId && errorId in CONTACT_ERRORS) {
      throw contactFail(errorId as ContactErrorId, lang);
    }
    throw Object.assign(fail(res.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY'), {
      cause: new Error(`auth ${CONSUME_SMS_CODE_PATH} answered ${res.status}`),
    });
  }
}
