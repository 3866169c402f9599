import { CebSchemas } from './ceb-schema';
import { buildMessage, OUTBOUND_TYPES, signMessage, verifyMessage } from './ceb-outbound';
import { localSigningKey, removeKeyDir } from '../../test/signing-key';
import { outboundSample } from '../../test/outbound-samples';

const transfer = { copCode: '4403960H9W', copName: '深圳星岚电子商务有限公司', dxpId: 'DXPENT0000000001' };

describe('the CEB messages the platform writes', () => {
  const schemas = new CebSchemas();
  const key = localSigningKey();
  afterAll(() => removeKeyDir(key.dir));

  it.each(OUTBOUND_TYPES)('CEB%s, as a draft, is valid against the export XSD', async (type) => {
    const doc = outboundSample(type, transfer.copCode, transfer.copName);
    const { xml } = buildMessage(type, doc, { appType: '1', appStatus: '1', transfer });
    expect(await schemas.validate(xml, 'export')).toEqual({ valid: true, errors: [] });
  });

  it.each(OUTBOUND_TYPES)(
    'CEB%s, declared (appStatus 2), is signed RSA-SHA256 and still valid',
    async (type) => {
      const doc = outboundSample(type, transfer.copCode, transfer.copName);
      const { xml } = buildMessage(type, doc, { appType: '1', appStatus: '2', transfer });
      const signed = signMessage(xml, key);
      expect(signed).toContain(
        '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>',
      );
      expect(signed).toMatch(/<\/ceb:BaseTransfer><ds:Signature/);
      expect(await schemas.validate(signed, 'export')).toEqual({ valid: true, errors: [] });
      expect(verifyMessage(signed, key.certificate)).toBe(true);
      expect(verifyMessage(signed.replace('<ceb:freight>20', '<ceb:freight>21'), key.certificate)).toBe(
        false,
      );
    },
  );

  it('escapes what a member types, and the schema still judges the result', async () => {
    const doc = outboundSample('505', transfer.copCode, transfer.copName);
    doc.fields.goodsInfo = '耳机 <1> & "壳"';
    const { xml } = buildMessage('505', doc, { appType: '1', appStatus: '1', transfer });
    expect(xml).toContain('<ceb:goodsInfo>耳机 &lt;1&gt; &amp; &quot;壳&quot;</ceb:goodsInfo>');
    expect((await schemas.validate(xml, 'export')).valid).toBe(true);
  });
});
