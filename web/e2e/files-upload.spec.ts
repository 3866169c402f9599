import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { SCREENSHOT_DIR, snap } from './fixtures';
import { gradientPng, requireRealStack, signInMember } from './files-helpers';

/**
 * The upload widgets against the real platform (gateway → files → S3), on the member
 * file library page: crop and upload with progress, pick from the library, the limit.
 */
test.describe('member file library and image uploader', () => {
  test.beforeAll(() => {
    requireRealStack();
  });

  test('picks an image, crops it and uploads it with progress', async ({ page, request }) => {
    await signInMember(page, request);
    // Hold the upload answer a moment so the uploading state (with its progress) is visible.
    await page.route('**/api/home/member.File/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.goto('/file/library');
    const logo = page.getByTestId('logo-card');
    await logo.locator('input[type=file]').setInputFiles({
      name: '公司标志.png',
      mimeType: 'image/png',
      buffer: gradientPng(480, 240),
    });
    const cropper = page.locator('.ant-modal').filter({ hasText: '编辑图片' });
    await expect(cropper).toBeVisible();
    await expect(cropper.locator('img')).toBeVisible();
    await snap(page, 'files-crop-dialog');
    await cropper.getByRole('button', { name: '确定' }).click();

    const uploading = logo.locator('.ant-upload-list-item-uploading');
    await expect(uploading).toBeVisible();
    await expect(logo.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'files-upload-progress.png'), fullPage: true });

    const done = logo.locator('.ant-upload-list-item-done img');
    await expect(done).toHaveAttribute('src', /\/api\/basic\.file\/view\/\d{4}\/\d{2}\//);
    // The cropped (1:1) image came back through the gateway from S3.
    const size = await done.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    });
    expect(size[0]).toBeGreaterThan(0);
    expect(size[0]).toBe(size[1]);
    await expect(page.getByTestId('logo-value')).toContainText('/api/basic.file/view/');
    await snap(page, 'files-crop-uploaded');
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
    const gallery = page.getByTestId('gallery-card');
    await gallery.getByRole('button', { name: '从文件库选择' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '文件库' });
    await dialog.getByTitle('样品照片.png').click();
    await expect(dialog.getByText('已选择 1 项')).toBeVisible();
    await snap(page, 'files-library-picker');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByTestId('gallery-value')).toHaveText(src);
    await expect(gallery.locator('.ant-upload-list-item-done img')).toHaveAttribute('src', src);
  });

  test('warns when a choice goes over the limit of 9 images', async ({ page, request }) => {
    await signInMember(page, request);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/member.File/upload')) uploads += 1;
    });
    await page.goto('/file/library');
    const gallery = page.getByTestId('gallery-card');
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
