import { createHmac, randomUUID } from 'node:crypto';
import { renderSms, type SmsMessage, type SmsProvider } from './sms-provider';

/**
 * Percent-encoding of Aliyun's RPC signature: RFC 3986 unreserved characters
 * (A-Z a-z 0-9 - _ . ~) stay, everything else is %XX in upper-case hex, UTF-8.
 * encodeURIComponent leaves ! ' ( ) * alone, so those are encoded here.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The canonicalised query: parameters sorted by name, each name and value percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

/** `METHOD&%2F&<percent-encoded canonical query>`. */
export function stringToSign(method: string, params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** Aliyun RPC signature v1.0: base64(HMAC-SHA1(secret + "&", string to sign)). */
export function signRpc(method: string, params: Record<string, string>, secret: string): string {
  return createHmac('sha1', `${secret}&`).update(stringToSign(method, params)).digest('base64');
}

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Aliyun template code per platform template, e.g. `{ 'verify-code': 'SMS_123456' }`. */
  templates: Record<string, string>;
  endpoint?: string;
  regionId?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Aliyun SMS (dysmsapi 2017-05-25, SendSms) over HTTPS with the RPC signature. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';

  constructor(private readonly settings: AliyunSmsSettings) {}

  /** The signed query of a SendSms call; `now` and `nonce` are parameters so tests can pin them. */
  signedQuery(message: SmsMessage, now = new Date(), nonce = randomUUID()): string {
    const template = this.settings.templates[message.template];
    if (!template) throw new Error(`no Aliyun template configured for ${message.template}`);
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: this.settings.regionId ?? 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      // Mainland numbers go without +86; others as country code + number, no plus (Aliyun's format).
      PhoneNumbers: message.phone.startsWith('+86')
        ? message.phone.slice(3)
        : message.phone.replace(/^\+/, ''),
      SignName: this.settings.signName,
      TemplateCode: template,
      TemplateParam: JSON.stringify(message.params),
    };
    const signature = signRpc('GET', params, this.settings.accessKeySecret);
    return `Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
  }

  async send(message: SmsMessage) {
    const url = `${this.settings.endpoint ?? 'https://dysmsapi.aliyuncs.com'}/?${this.signedQuery(message)}`;
    const res = await (this.settings.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string; BizId?: string };
    if (!res.ok || body.Code !== 'OK') {
      throw new Error(
        `Aliyun SMS refused (${res.status} ${body.Code ?? ''}: ${body.Message ?? ''}) for "${renderSms(message).slice(0, 12)}…"`,
      );
    }
    return { providerId: body.BizId };
  }
}
