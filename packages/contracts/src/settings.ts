/**
 * Keys of the platform's live settings (`/admin/sys.config/*`, auth) that more than one
 * part of the platform reads. The public ones come to the web app from
 * `/home/Basic/getConfig`; services read them with the service kit's LiveConfig.
 */
export const SETTING_KEYS = {
  /** The site's name in Chinese; the English and Russian pages use their own when set. */
  siteName: 'site.name',
  siteNameEn: 'site.name.en',
  siteNameRu: 'site.name.ru',
  hotline: 'site.hotline',
  icp: 'site.icp',
  /** §5: the image uploader's limit (MB); files enforces it up to its UPLOAD_IMAGE_MAX_MB. */
  uploadImageMaxMb: 'upload.imageMaxSizeMb',
  /** §5: the file uploader's limit (MB); files enforces it up to its UPLOAD_FILE_MAX_MB. */
  uploadFileMaxMb: 'upload.fileMaxSizeMb',
  registrationOpen: 'auth.registration.open',
  /** §5's password rule as the back office tunes it: forms check it before auth does. */
  passwordMinLength: 'auth.password.minLength',
  passwordMaxLength: 'auth.password.maxLength',
  passwordMinKinds: 'auth.password.minKinds',
  /** The platform's own company: the seller of every company (service) contract. */
  platformCompanyName: 'platform.company.name',
  platformCompanyCode: 'platform.company.creditCode',
} as const;
