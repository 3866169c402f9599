import { RESOLVE_FILES_PATH } from '@trade/contracts';
import { identityHeaders } from '@trade/service-kit/testing';
import { admin, as, dropBucket, member, multipart, PNG, s3, startFiles } from './helpers';

type Files = Awaited<ReturnType<typeof startFiles>>;

/**
 * POST /internal/files/resolve: what another service (the catalog, checking a product
 * gallery) learns about file ids, for the caller whose identity it signs.
 */
describe('resolving file ids for another service', () => {
  let files: Files;
  const client = s3();
  const alice = member('member-a');
  const bob = member('member-b');
  let image: { id: string; src: string };
  let pdf: { id: string };
  let gone: { id: string };
  let adminImage: { id: string };

  async function upload(
    headers: Record<string, string>,
    url: string,
    name: string,
    type: string,
    data: Buffer,
  ) {
    const body = await multipart(type.startsWith('image/') ? { scene: 'image' } : {}, { name, type, data });
    const res = await files.service.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  beforeAll(async () => {
    files = await startFiles();
    image = await upload(as(alice), '/home/member.File/upload', 'soy.png', 'image/png', PNG);
    pdf = await upload(
      as(alice),
      '/home/member.File/upload',
      'list.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4\n'),
    );
    gone = await upload(as(alice), '/home/member.File/upload', 'old.png', 'image/png', PNG);
    await files.library.remove({ owner: { kind: 'member', memberId: 'member-a' }, sub: 'test' }, [gone.id]);
    adminImage = await upload(admin(), '/admin/sys.file/upload', 'banner.png', 'image/png', PNG);
  });
  afterAll(async () => {
    await files?.service.close();
    if (files) await dropBucket(client, files.config.S3_BUCKET);
  });

  const resolve = (headers: Record<string, string>, ids: string[]) =>
    files.service.app.inject({ method: 'POST', url: RESOLVE_FILES_PATH, headers, payload: { ids } });

  it("answers the caller's live files with their display URL and type, and nothing else", async () => {
    const res = await resolve(as(alice), [
      image.id,
      pdf.id,
      gone.id,
      adminImage.id,
      '0123456789abcdef01234567',
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { id: image.id, src: image.src, mime: 'image/png', fileName: 'soy.png' },
        {
          id: pdf.id,
          src: expect.stringMatching(/^\/api\/basic\.file\/view\//),
          mime: 'application/pdf',
          fileName: 'list.pdf',
        },
      ]),
    );
    expect(res.json().data).toHaveLength(2);
  });

  it("tells another member nothing about a member's files", async () => {
    const res = await resolve(as(bob), [image.id, pdf.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it('keeps the back-office library to admins', async () => {
    expect(
      (await resolve(admin(), [adminImage.id, image.id])).json().data.map((f: { id: string }) => f.id),
    ).toEqual([adminImage.id]);
  });

  it('refuses a call without an identity signed with the internal secret', async () => {
    expect((await resolve({}, [image.id])).statusCode).toBe(401);
    const forged = identityHeaders(alice, 'not-the-internal-secret-0123456789');
    expect((await resolve(forged, [image.id])).statusCode).toBe(401);
  });

  it('refuses ids that cannot be file ids, and too many at once', async () => {
    expect((await resolve(as(alice), ['/favicon.svg'])).statusCode).toBe(400);
    expect((await resolve(as(alice), [])).statusCode).toBe(400);
    expect(
      (
        await resolve(
          as(alice),
          Array.from({ length: 51 }, () => image.id),
        )
      ).statusCode,
    ).toBe(400);
  });
});
