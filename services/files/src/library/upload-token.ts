import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Scene } from '../upload/upload-policy';

/**
 * Direct uploads (getTempKeys → PUT to S3 → add): the key is generated here and signed
 * together with its owner, scene and expiry, so `add` registers only objects this
 * service handed out, to the owner it handed them to.
 */
export class UploadTokens {
  constructor(private readonly secret: string) {}

  issue(key: string, ownerTag: string, scene: Scene, expiresAt: number): string {
    return `${expiresAt}.${this.sign(key, ownerTag, scene, expiresAt)}`;
  }

  verify(token: string, key: string, ownerTag: string, scene: Scene, now = Date.now()): boolean {
    const [exp, signature] = token.split('.');
    const expiresAt = Number(exp);
    if (!signature || !Number.isFinite(expiresAt) || expiresAt < Math.floor(now / 1000)) return false;
    const expected = Buffer.from(this.sign(key, ownerTag, scene, expiresAt));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, ownerTag: string, scene: Scene, expiresAt: number): string {
    return createHmac('sha256', this.secret)
      .update(`upload|${key}|${ownerTag}|${scene}|${expiresAt}`)
      .digest('base64url');
  }
}
