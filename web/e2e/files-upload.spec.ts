import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { SCREENSHOT_DIR, snap } from './fixtures';
import { gradientPng, requireRealStack, signInMember } from './files-helpers';

/** The supply post form's gallery: the image uploader where members really use it. */
async function openSupplyGallery(page: Page) {
  await page.goto('/product/supply');
  await page.getByTestId('product-add').click();
  const form = page.locator('.ant-modal:visible');
  return form.locator('.ant-form-item').filter({ has: page.locator('label[for$="gallery"]') });
}

/**
 * The upload widgets against the real platform (gateway → files → S3), in the supply post
 * form's gallery: upload with progress, pick from the library, the limit.
 */
test.describe('image uploader in the supply form', () => {
  test.beforeAll(() => {
    requireRealStack();
  });

  test('uploads an image with progress', async ({ page, request }) => {
    await signInMember(page, request);
    // Hold the upload answer a moment so the uploading state (with its progress) is visible.
    await page.route('**/api/home/member.File/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    const gallery = await openSupplyGallery(page);
    await gallery.locator('input[type=file]').setInputFiles({
      name: '产品照片.png',
      mimeType: 'image/png',
      buffer: gradientPng(480, 240),
    });

    const uploading = gallery.locator('.ant-upload-list-item-uploading');
    await expect(uploading).toBeVisible();
    await expect(gallery.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'files-upload-progress.png'), fullPage: true });

    const done = gallery.locator('.ant-upload-list-item-done img');
    await expect(done).toHaveAttribute('src', /\/api\/basic\.file\/view\/\d{4}\/\d{2}\//);
    // The image came back through the gateway from S3.
    const width = await done.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    await snap(page, 'files-uploaded');
  });

  test('chooses an image from the library', async ({ page, request }) => {
    const token = await signInMember(page, request);
    const uploaded = await request.post('/api/home/member.File/upload', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        scene: 'image',
        file: { name: '样品照片.png', mimeType: 'image/png', buffer: gradientPng(200, 200) },
      },
    });
    expect(uploaded.status()).toBe(200);
    const { src } = (await uploaded.json()).data as { src: string };

    await page.goto('/file/library');
    await expect(page.getByTestId('file-library').getByText('样品照片.png')).toBeVisible();
    const gallery = await openSupplyGallery(page);
    await gallery.getByRole('button', { name: '从文件库选择' }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('file-library') });
    await dialog.getByTitle('样品照片.png').click();
    await expect(dialog.getByText('已选择 1 项')).toBeVisible();
    await snap(page, 'files-library-picker');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(gallery.locator('.ant-upload-list-item-done img')).toHaveAttribute('src', src);
  });

  test('warns when a choice goes over the limit of 9 images', async ({ page, request }) => {
    await signInMember(page, request);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/member.File/upload')) uploads += 1;
    });
    const gallery = await openSupplyGallery(page);
    const files = Array.from({ length: 10 }, (_, i) => ({
      name: `img-${i}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(16, 16),
    }));
    await gallery.locator('input[type=file]').setInputFiles(files);
    await expect(page.getByText('当前设置最多上传 9 个文件，请移除后上传!')).toBeVisible();
    await snap(page, 'files-over-limit');
    expect(uploads).toBe(0);
    await expect(gallery.locator('.ant-upload-list-item')).toHaveCount(0);
  });
});
