import {
  adminToken,
  call,
  demandForm,
  PNG,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  uploadFile,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/**
 * A product gallery is a list of the member's own image ids in the files service: the
 * catalog checks each with files (POST /internal/files/resolve, service to service),
 * stores the ids with their display URLs, and answers both. Through the real gateway.
 */
describe('product gallery as file ids', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let a: Member;
  let b: Member;
  let origin: string;

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    a = await registerMember(stack.api, stack.redis, '黑河粮贸');
    b = await registerMember(stack.api, stack.redis, '远东油脂');
    origin = new URL(stack.api).origin;
  });
  afterAll(async () => {
    await stack?.close();
  });

  const supplies = () => stack.catalog.products.models.supply.estimatedDocumentCount();
  const addSupply = (gallery: unknown, token = a.token, lang = 'zh-cn') =>
    call(stack.api, '/home/member.Supply/add', { body: supplyForm({ gallery }), token, lang });

  it('stores the ids with their URLs and serves the image bytes at the URL it answers', async () => {
    const [first, second] = [await uploadFile(stack.api, a.token), await uploadFile(stack.api, a.token)];
    const added = await addSupply([second.id, first.id]);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      gallery: [second.id, first.id],
      images: [second.src, first.src],
      image: second.src,
    });
    const id = added.body.data.id as string;
    const info = await call(stack.api, '/home/member.Supply/info', { body: { id }, token: a.token });
    expect(info.body.data).toMatchObject({ gallery: [second.id, first.id], images: [second.src, first.src] });

    await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'approved' },
      token: admin,
    });
    const detail = await call(stack.api, '/product/detail', { body: { id } });
    expect(detail.body.data).toMatchObject({ images: [second.src, first.src], image: second.src });

    // The thumbnail a visitor's browser loads: the PNG itself, through the gateway.
    const image = await fetch(`${origin}${detail.body.data.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    // An inquiry keeps the thumbnail of the supply it was made on.
    const inquiry = await call(stack.api, '/member.myTrans/inquiry', {
      body: { supplyId: id, quantity: 5, companyName: b.companyName, email: 'b@example.com', country: 'RU' },
      token: b.token,
    });
    expect(inquiry.status).toBe(200);
    const sent = await call(stack.api, '/member.myTrans/inquiryList', {
      body: { box: 'sent' },
      token: b.token,
    });
    expect(sent.body.data.rows[0]).toMatchObject({ productImage: second.src });
  });

  it.each([
    ["another member's image", () => b.gallery[0]!],
    ['an id the files service never gave', () => '0123456789abcdef01234567'],
    ['a URL instead of an id', () => '/favicon.svg'],
  ])('refuses %s with 400 naming gallery, storing nothing', async (_, id) => {
    const before = await supplies();
    const res = await addSupply([a.gallery[0], id()]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('图片不存在或已删除，请重新上传');
    expect(res.body.data.fields).toEqual([{ field: 'gallery', message: '图片不存在或已删除，请重新上传' }]);
    expect(await supplies()).toBe(before);
  });

  it('refuses a file that is not an image, in the language of the request', async () => {
    const pdf = await uploadFile(stack.api, a.token, {
      name: 'price-list.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    expect(pdf.mime).toBe('application/pdf');
    const before = await supplies();
    const zh = await addSupply([pdf.id]);
    expect(zh.status).toBe(400);
    expect(zh.body.message).toBe('选择的文件类型 application/pdf 非图像类文件');
    expect(zh.body.data.fields[0].field).toBe('gallery');
    const en = await addSupply([pdf.id], a.token, 'en');
    expect(en.body.message).toBe('The selected file type application/pdf is not an image file');
    const ru = await addSupply(['0123456789abcdef01234567'], a.token, 'ru');
    expect(ru.body.message).toBe('Изображение не найдено или удалено, загрузите его снова');
    expect(await supplies()).toBe(before);
  });

  it('refuses a deleted image and an image of the back-office library', async () => {
    const gone = await uploadFile(stack.api, a.token);
    const removed = await stack.files.library.remove(
      { owner: { kind: 'member', memberId: a.memberId }, sub: 'test' },
      [gone.id],
    );
    expect(removed).toBe(1);
    const adminImage = await uploadAdminImage();
    const before = await supplies();
    for (const id of [gone.id, adminImage]) {
      const res = await addSupply([id]);
      expect([id, res.status, res.body.data.fields]).toEqual([
        id,
        400,
        [expect.objectContaining({ field: 'gallery' })],
      ]);
    }
    const demand = await call(stack.api, '/home/member.Demand/add', {
      body: demandForm({ gallery: [b.gallery[0]] }),
      token: a.token,
    });
    expect(demand.status).toBe(400);
    expect(await supplies()).toBe(before);
  });

  it('keeps a product as it is when its image is deleted later, and lets the owner edit it', async () => {
    const image = await uploadFile(stack.api, a.token);
    const added = await addSupply([image.id]);
    const id = added.body.data.id as string;
    await stack.files.library.remove({ owner: { kind: 'member', memberId: a.memberId }, sub: 'test' }, [
      image.id,
    ]);
    const info = await call(stack.api, '/home/member.Supply/info', { body: { id }, token: a.token });
    expect(info.body.data).toMatchObject({ gallery: [image.id], images: [image.src] });
    // The edit form sends back the ids it was given: those the product has are not asked again.
    const edited = await call(stack.api, '/home/member.Supply/edit', {
      body: { id, ...supplyForm({ gallery: [image.id, a.gallery[1]], price: 3999 }) },
      token: a.token,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      price: 3999,
      gallery: [image.id, a.gallery[1]],
      images: [image.src, a.images[1]],
    });
  });

  it('keeps the files service call away from the outside: /internal/* is not routed', async () => {
    for (const token of [undefined, a.token, admin]) {
      const res = await call(stack.api, '/internal/files/resolve', { body: { ids: a.gallery }, token });
      expect(res.status).toBe(404);
      expect(res.body.data.errorId).toBe('ROUTE_NOT_FOUND');
    }
  });

  /** An image in the back-office library, uploaded by the admin through the gateway. */
  async function uploadAdminImage(): Promise<string> {
    const form = new FormData();
    form.append('scene', 'image');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'banner.png');
    const res = await fetch(`${stack.api}/admin/sys.file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: string } }).data.id;
  }
});
