import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { localStore } from '@/lib/storage';
import { MobileProductForm } from './mobile-product-form';
import { landedOn, referenceData, renderMobileScreen, stubApi } from './mobile-test-kit';

// The test environment's FormData is Node's, so files must be Node's too.
const png = (name: string) =>
  new NodeFile([new Uint8Array(16)], name, { type: 'image/png' }) as unknown as File;
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const user = () => userEvent.setup({ applyAccept: false });
const saveButton = () => screen.getByRole('button', { name: '保存' });
const imageCells = () =>
  document.querySelectorAll('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)');
const addTileShown = () =>
  (document.querySelector('.adm-image-uploader-upload-button-wrap') as HTMLElement).style.display !== 'none';

const approvedSupply = {
  id: '65f000000000000000000001',
  kind: 'supply',
  memberId: 'm1',
  name: '东北非转基因大豆',
  description: '2025年新季',
  brand: '北大荒',
  price: 4200,
  quantity: 500,
  unit: 'ton',
  origin: '黑龙江',
  validUntil: '2099-12-31T15:59:59.999Z',
  categoryId: 'grain',
  categoryName: '粮油',
  country: 'CN',
  countryName: '中国',
  gallery: ['65f0000000000000000000a1', '65f0000000000000000000a2'],
  images: ['/api/basic.file/view/a1.png', '/api/basic.file/view/a2.png'],
  image: '/api/basic.file/view/a1.png',
  visible: true,
  status: 'open',
  displayStatus: 'supplying',
  auditStatus: 'approved',
  rejectReason: '',
  companyName: '黑河粮贸',
  email: 'a@example.com',
  createdAt: '2025-03-01T00:00:00.000Z',
};

const renderForm = (kind: 'supply' | 'demand', id: string) =>
  renderMobileScreen(<MobileProductForm kind={kind} id={id} />, {
    path: `/mobile/member/${kind}/save/${id}`,
    route: `/mobile/member/${kind}/save/:id`,
  });

beforeEach(() => {
  localStore.set('accessToken', 'tok', 3600);
  // jsdom has no object URLs; the uploader previews a chosen file with one.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
});
afterEach(() => {
  localStore.remove('accessToken');
  // Toasts live outside the rendered tree: clear them so none carries over to the next test.
  act(() => Toast.clear());
});

describe('MobileProductForm', () => {
  it('names every missing required supply field with the §5 messages and sends nothing', async () => {
    const calls = stubApi(referenceData);
    renderForm('supply', '0');
    expect(screen.getByTestId('gallery-advice')).toHaveTextContent(
      '建议尺寸 1:1，宽度不小于 500px，第一张图片为缩略图，最多 9 张',
    );
    await user().click(saveButton());
    for (const message of [
      '请输入产品名称',
      '请选择分类',
      '请输入价格',
      '请输入数量',
      '请选择单位',
      '请选择国家',
      '请选择有效期',
      '请上传图片',
      '请输入邮箱',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/home/member.Supply'))).toHaveLength(0);
  });

  it('does not ask a demand for a price or images', async () => {
    stubApi(referenceData);
    renderForm('demand', '0');
    await user().click(saveButton());
    expect(await screen.findByText('请输入产品名称')).toBeInTheDocument();
    expect(screen.queryByText('请输入价格')).toBeNull();
    expect(screen.queryByText('请上传图片')).toBeNull();
  });

  it('refuses a choice of images that would pass 9 with the §5 message, uploading none of them', async () => {
    const calls = stubApi(referenceData);
    renderForm('supply', '0');
    await user().upload(
      fileInput(),
      Array.from({ length: 10 }, (_, i) => png(`p${i}.png`)),
    );
    expect(await screen.findByText('当前设置最多上传 9 个文件，请移除后上传!')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/home/member.File/upload')).toHaveLength(0);
    expect(imageCells()).toHaveLength(0);
  });

  it('refuses a tenth image next to nine', async () => {
    const nine = {
      ...approvedSupply,
      gallery: Array.from({ length: 9 }, (_, i) => `65f0000000000000000000b${i}`),
      images: Array.from({ length: 9 }, (_, i) => `/api/basic.file/view/b${i}.png`),
    };
    const calls = stubApi((path) => (path === '/home/member.Supply/info' ? nine : referenceData(path)));
    renderForm('supply', nine.id);
    await waitFor(() => expect(imageCells()).toHaveLength(9));
    // Full: the add tile is hidden, and a file given to its input anyway is refused.
    expect(addTileShown()).toBe(false);
    await user().upload(fileInput(), png('p10.png'));
    expect(await screen.findByText('当前设置最多上传 9 个文件，请移除后上传!')).toBeInTheDocument();
    expect(imageCells()).toHaveLength(9);
    expect(calls.filter((c) => c.path === '/home/member.File/upload')).toHaveLength(0);
  });

  it('uploads an image to the files service and keeps its file id and url', async () => {
    const calls = stubApi((path) =>
      path === '/home/member.File/upload'
        ? { id: '65f0000000000000000000f1', src: '/api/basic.file/view/new.png', fileName: 'new.png' }
        : referenceData(path),
    );
    renderForm('supply', '0');
    await user().upload(fileInput(), png('new.png'));
    await waitFor(() =>
      expect(document.querySelector('.adm-image-uploader-cell img')).toHaveAttribute(
        'src',
        '/api/basic.file/view/new.png',
      ),
    );
    const upload = calls.find((c) => c.path === '/home/member.File/upload')!;
    const form = upload.body as FormData;
    expect(form.get('scene')).toBe('image');
    expect((form.get('file') as File).name).toBe('new.png');
    const sent = (global.fetch as jest.Mock).mock.calls.find(([url]) =>
      String(url).endsWith('/home/member.File/upload'),
    )!;
    expect(sent[1].headers).toMatchObject({ Authorization: 'Bearer tok', lang: 'zh-cn' });
  });

  it('shows the upload failure and drops the image', async () => {
    stubApi((path) =>
      path === '/home/member.File/upload' ? { fail: 415, message: '不支持的文件类型' } : referenceData(path),
    );
    renderForm('supply', '0');
    await user().upload(fileInput(), png('bad.png'));
    expect(await screen.findByText(/上传文件未成功: 不支持的文件类型/)).toBeInTheDocument();
    expect(imageCells()).toHaveLength(0);
  });

  it('edits an approved item: warns it goes back to review, shows the image urls, sends the file ids and returns to the list', async () => {
    const calls = stubApi((path) =>
      path === '/home/member.Supply/info' || path === '/home/member.Supply/edit'
        ? approvedSupply
        : referenceData(path),
    );
    renderForm('supply', approvedSupply.id);
    expect(await screen.findByText('该产品已审核通过，修改保存后将重新进入审核')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('东北非转基因大豆')).toBeInTheDocument();
    expect(screen.getByText('农产品 / 粮油')).toBeInTheDocument();
    expect(screen.getByText('中国')).toBeInTheDocument();
    expect(screen.getByText('2099-12-31')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.adm-image-uploader-cell img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(shown).toEqual(approvedSupply.images);

    fireEvent.change(screen.getByDisplayValue('4200'), { target: { value: '4100' } });
    await act(async () => {
      await user().click(saveButton());
    });
    expect(await landedOn()).toBe('/mobile/member/supply');
    const edit = calls.find((c) => c.path === '/home/member.Supply/edit')!;
    expect(edit.body).toMatchObject({
      id: approvedSupply.id,
      name: '东北非转基因大豆',
      categoryId: 'grain',
      price: 4100,
      quantity: 500,
      unit: 'ton',
      country: 'CN',
      gallery: approvedSupply.gallery,
      email: 'a@example.com',
    });
  });

  it('finds the country by typing in the picker and sends the chosen code', async () => {
    const calls = stubApi((path) =>
      path === '/home/member.Supply/info' || path === '/home/member.Supply/edit'
        ? approvedSupply
        : referenceData(path),
    );
    renderForm('supply', approvedSupply.id);
    await user().click(await screen.findByTestId('m-country-picker'));
    const search = await screen.findByPlaceholderText('搜索国家');
    // The popup is still sliding in (pointer-events: none): type as a change.
    fireEvent.change(search, { target: { value: '俄' } });
    const list = document.querySelector('.adm-popup .adm-check-list') as HTMLElement;
    await waitFor(() => expect(within(list).queryByText('中国')).toBeNull());
    fireEvent.click(within(list).getByText('俄罗斯'));
    expect(await screen.findByTestId('m-country-picker')).toHaveTextContent('俄罗斯');
    await act(async () => {
      await user().click(saveButton());
    });
    expect(await landedOn()).toBe('/mobile/member/supply');
    expect(calls.find((c) => c.path === '/home/member.Supply/edit')!.body).toMatchObject({ country: 'RU' });
  });

  it('shows the path of a category three levels down the tree and keeps its id', async () => {
    const tree = [
      {
        id: 'agri',
        name: '农产品',
        children: [{ id: 'grain', name: '粮油', children: [{ id: 'rice', name: '大米', children: [] }] }],
      },
    ];
    const calls = stubApi((path) =>
      path === '/home/member.Supply/info' || path === '/home/member.Supply/edit'
        ? { ...approvedSupply, categoryId: 'rice' }
        : path === '/home/Category/page'
          ? tree
          : referenceData(path),
    );
    renderForm('supply', approvedSupply.id);
    expect(await screen.findByText('农产品 / 粮油 / 大米')).toBeInTheDocument();
    await act(async () => {
      await user().click(saveButton());
    });
    expect(await landedOn()).toBe('/mobile/member/supply');
    expect(calls.find((c) => c.path === '/home/member.Supply/edit')!.body).toMatchObject({
      categoryId: 'rice',
    });
  });

  it("shows the member account's company name read-only and never sends one", async () => {
    localStore.set('member_info', { companyName: '抚远对俄贸易有限公司', realname: '赵经理' }, 3600);
    try {
      const calls = stubApi((path) =>
        path === '/home/member.Supply/info' || path === '/home/member.Supply/edit'
          ? approvedSupply
          : referenceData(path),
      );
      renderForm('supply', approvedSupply.id);
      const company = await screen.findByDisplayValue('抚远对俄贸易有限公司');
      expect(company).toHaveAttribute('readonly');
      expect(screen.getByText('公司名称取自会员账户，此处不可修改')).toBeInTheDocument();
      // The item's stored name gives way to the account's, which catalog shows after saving.
      expect(screen.queryByDisplayValue('黑河粮贸')).toBeNull();
      await user().type(company, '伪造');
      expect(company).toHaveValue('抚远对俄贸易有限公司');
      await act(async () => {
        await user().click(saveButton());
      });
      expect(await landedOn()).toBe('/mobile/member/supply');
      const edit = calls.find((c) => c.path === '/home/member.Supply/edit')!;
      expect(edit.body).not.toHaveProperty('companyName');
      expect(edit.body).not.toHaveProperty('sortOrder');
    } finally {
      localStore.remove('member_info');
    }
  });
});
