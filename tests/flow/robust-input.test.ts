import SwaggerParser from '@apidevtools/swagger-parser';
import { mergeOpenApi } from '../../gateway/src/docs/openapi-merge';
import {
  adminToken,
  registerMember,
  startMarketplaceStack,
  type MarketplaceStack,
} from './marketplace-stack';

/**
 * Whatever arrives, the platform answers with its envelope and a 4xx the caller can act
 * on, in the caller's language, never a 500: bodies that are not JSON, cut-off JSON,
 * prototype keys, multipart without a boundary, wrong content types, oversized bodies.
 * Every request goes through the real gateway to the real services.
 */
describe('malformed requests', () => {
  let stack: MarketplaceStack;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    member = (await registerMember(stack.api, stack.redis, '哈尔滨粮油')).token;
    admin = await adminToken(stack.api);
  }, 120000);

  afterAll(() => stack?.close());

  async function send(
    path: string,
    body: string | Buffer,
    contentType: string,
    token?: string,
  ): Promise<{ status: number; body: { code: number; message: string; data: { errorId: string } } }> {
    const headers: Record<string, string> = { 'content-type': contentType, lang: 'en' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${stack.api}${path}`, { method: 'POST', headers, body });
    return { status: res.status, body: (await res.json()) as never };
  }

  const MALFORMED_JSON: Array<[string, string]> = [
    ['a NUL byte', '\x00'],
    ['cut-off JSON', '{"pageNumber":1,'],
    ['plain words', 'not json'],
    ['a __proto__ key', '{"pageNumber":1,"search_params":{"__proto__":{"admin":true}}}'],
    ['a constructor.prototype key', '{"constructor":{"prototype":{"admin":true}}}'],
    ['an empty body', ''],
  ];
  // One route of each service with a JSON body, public or signed in.
  const ROUTES: Array<[string, () => string | undefined]> = [
    ['/login/sendCode', () => undefined],
    ['/product/page', () => undefined],
    ['/home/member.Supply/page', () => member],
    ['/home/member.File/page', () => member],
    ['/guestbook/add', () => undefined],
    ['/admin/guestbook/page', () => admin],
  ];

  it.each(ROUTES)('%s answers 400 "Malformed request" to bodies that are not JSON', async (path, token) => {
    for (const [what, body] of MALFORMED_JSON) {
      const res = await send(path, body, 'application/json', token());
      expect({ what, status: res.status, body: res.body }).toMatchObject({
        what,
        status: 400,
        body: { code: 400, message: 'Malformed request', data: { errorId: 'BAD_REQUEST' } },
      });
    }
  });

  it.each(ROUTES)('%s answers 415 to a content type it does not take', async (path, token) => {
    for (const type of ['application/x-www-form-urlencoded', 'application/xml', 'image/png']) {
      const res = await send(path, '\x00', type, token());
      expect({ type, status: res.status, body: res.body }).toMatchObject({
        type,
        status: 415,
        body: { message: 'Unsupported media type', data: { errorId: 'UNSUPPORTED_MEDIA_TYPE' } },
      });
    }
    // Plain text is read as a string, which is no object: the usual field message.
    const text = await send(path, 'hello', 'text/plain', token());
    expect(text).toMatchObject({ status: 400, body: { message: 'Invalid request: body must be object' } });
  });

  it('refuses text holding a NUL character with a 400 naming the field, and stores nothing', async () => {
    const name = `角色\u0000${Date.now()}`;
    const writes: Array<[string, unknown, string | undefined]> = [
      ['/admin/sys.role/add', { name }, admin],
      ['/admin/sys.menu/add', { title: { 'zh-cn': name }, type: 'dir' }, admin],
      ['/guestbook/add', { name: '访客', content: `留言\u0000${Date.now()}`, consent: true }, undefined],
      ['/product/page', { pageNumber: 1, keyword: 'a\u0000b' }, undefined],
    ];
    for (const [path, body, token] of writes) {
      const res = await send(path, JSON.stringify(body), 'application/json', token);
      expect({ path, status: res.status, errorId: res.body.data.errorId }).toEqual({
        path,
        status: 400,
        errorId: 'VALIDATION_FAILED',
      });
      expect(res.body.message).toContain('NUL');
    }
    const roles = await send(
      '/admin/sys.role/page',
      JSON.stringify({ pageNumber: 1, pageSize: 100 }),
      'application/json',
      admin,
    );
    expect(JSON.stringify(roles.body)).not.toContain('\\u0000');
  });

  it('refuses inherited names as filter and sort fields with a 400', async () => {
    for (const name of ['constructor', '__proto__', 'toString']) {
      for (const body of [
        { pageNumber: 1, prop: name },
        { pageNumber: 1, filters: [{ field: name, op: '=', value: '1' }] },
        { pageNumber: 1, search_params: { [`${name}@=`]: '1' } },
      ]) {
        const res = await send('/admin/guestbook/page', JSON.stringify(body), 'application/json', admin);
        expect({ body, status: res.status, errorId: res.body.data.errorId }).toEqual({
          body,
          status: 400,
          errorId: 'VALIDATION_FAILED',
        });
      }
    }
  });

  it.each(['/home/member.File/upload', '/basic.file/import'])(
    '%s answers 400 to multipart without a boundary or with a broken body, 415 to other types',
    async (path) => {
      for (const [type, body] of [
        ['multipart/form-data', 'x'],
        ['multipart/form-data; boundary=', '--\r\n'],
        ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data\r\n\r\n'],
        ['multipart/form-data; boundary=XYZ', '\x00'],
      ]) {
        const res = await send(path, body!, type!, member);
        expect({ type, body, status: res.status }).toEqual({ type, body, status: 400 });
        expect(['BAD_REQUEST', 'FILE_REQUIRED']).toContain(res.body.data.errorId);
      }
      const json = await send(path, '{}', 'application/json', member);
      expect(json.status).toBe(415);
    },
  );

  it('answers 413 to a body over the limit, with the localised message', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 0x20);
    const res = await send('/guestbook/add', big, 'application/json');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 413, message: 'Request body too large' });
  });

  it('keeps the file library and its import for signed-in callers', async () => {
    for (const path of ['/basic.file/import']) {
      const res = await send(path, 'x', 'multipart/form-data; boundary=XYZ');
      expect(res.status).toBe(401);
    }
    const page = await fetch(`${stack.api}/basic.file/page`);
    expect(page.status).toBe(401);
  });

  it('publishes a merged OpenAPI document that is valid OpenAPI 3.0.3', async () => {
    // The test gateway serves no /docs: merge the services' documents as /docs does.
    const upstreams = [...stack.gateway.routes.upstreams.values()];
    const docs = await Promise.all(
      upstreams.map(async (u) => ({
        name: u.name,
        doc: (await (await fetch(`${u.url}/openapi.json`)).json()) as Record<string, unknown>,
      })),
    );
    const doc = mergeOpenApi(docs, {
      apiPrefix: '/api',
      routes: stack.gateway.routes,
      title: 'Trade platform API',
      version: '1',
    }) as Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
    // The file library says it needs a token, as the gateway and the service do.
    for (const [path, method] of [
      ['/api/basic.file/page', 'get'],
      ['/api/basic.file/import', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]).toMatchObject({ 'x-access': 'user', security: [{ bearerAuth: [] }] });
    }
    expect(doc.paths['/api/basic.file/view/{*}']?.get).toMatchObject({ 'x-access': 'public' });
  });
});
