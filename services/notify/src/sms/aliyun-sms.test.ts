import { AliyunSmsProvider, percentEncode, signRpc, stringToSign } from './aliyun-sms';

describe('Aliyun SMS request signing (RPC signature v1.0)', () => {
  it('reproduces the worked example of the Aliyun signature documentation', () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(stringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(signRpc('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes what encodeURIComponent leaves alone, and keeps the unreserved characters', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(percentEncode('2016-02-23T12:46:24Z')).toBe('2016-02-23T12%3A46%3A24Z');
    expect(percentEncode('跨境')).toBe('%E8%B7%A8%E5%A2%83');
  });

  it('signs a SendSms call as computed by hand (openssl) from the documented algorithm', () => {
    // String to sign built by hand from the sorted, encoded parameters, then
    // `printf '%s' "$STS" | openssl dgst -sha1 -hmac 'testsecret&' -binary | base64`.
    const provider = new AliyunSmsProvider({
      accessKeyId: 'testid',
      accessKeySecret: 'testsecret',
      signName: '跨境贸易',
      templates: { 'verify-code': 'SMS_123456' },
    });
    const query = provider.signedQuery(
      { phone: '+8613800138000', template: 'verify-code', params: { code: '123456', minutes: '5' } },
      new Date('2025-03-01T08:00:00.000Z'),
      '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    );
    expect(query).toMatch(/^Signature=M%2BlOzVElqroMJaezCY9MFFhYVJ4%3D&AccessKeyId=testid&Action=SendSms/);
    expect(query).toContain('&PhoneNumbers=13800138000&');
    expect(query).toContain('&TemplateParam=%7B%22code%22%3A%22123456%22%2C%22minutes%22%3A%225%22%7D&');
  });

  it('treats an answer other than Code OK as a failed delivery, so the job is retried', async () => {
    const provider = new AliyunSmsProvider({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: 'sign',
      templates: { 'verify-code': 'SMS_1' },
      fetch: (async () =>
        new Response(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' }), {
          status: 200,
        })) as typeof fetch,
    });
    await expect(
      provider.send({ phone: '+8613800138000', template: 'verify-code', params: { code: '1' } }),
    ).rejects.toThrow(/isv.BUSINESS_LIMIT_CONTROL/);
  });
});
