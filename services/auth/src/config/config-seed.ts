import { SETTING_KEYS } from '@trade/contracts';
import type { AuthConfig } from '../config';
import type { ConfigFields, ConfigRepository } from './config.repository';

type Seed = Omit<ConfigFields, 'remark' | 'min' | 'max' | 'public'> &
  Partial<Pick<ConfigFields, 'min' | 'max' | 'public'>>;

const title = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });

/** The keys auth reads live (see auth-settings.ts). */
export const AUTH_KEYS = {
  passwordMinLength: SETTING_KEYS.passwordMinLength,
  passwordMaxLength: SETTING_KEYS.passwordMaxLength,
  passwordMinKinds: SETTING_KEYS.passwordMinKinds,
  smsCodeTtl: 'auth.sms.codeTtl',
  smsResendAfter: 'auth.sms.resendAfter',
  smsPhoneDailyLimit: 'auth.sms.phoneDailyLimit',
  smsIpHourlyLimit: 'auth.sms.ipHourlyLimit',
  smsMaxAttempts: 'auth.sms.maxAttempts',
  loginAccountMaxFailures: 'auth.login.accountMaxFailures',
  loginIpMaxFailures: 'auth.login.ipMaxFailures',
  loginFailureWindow: 'auth.login.failureWindow',
  accessTokenTtl: 'auth.token.accessTtl',
  refreshTokenTtl: 'auth.token.refreshTtl',
  registrationOpen: SETTING_KEYS.registrationOpen,
} as const;

/** The public keys the web app reads (/home/Basic/getConfig). */
export const PUBLIC_KEYS = SETTING_KEYS;

/**
 * Settings the web app's forms need before anyone signs in: public even where a platform
 * seeded them before they were (the password rule was private at first).
 */
export const ALWAYS_PUBLIC_KEYS: readonly string[] = [
  SETTING_KEYS.passwordMinLength,
  SETTING_KEYS.passwordMaxLength,
  SETTING_KEYS.passwordMinKinds,
];

/**
 * The settings a fresh platform starts with. The sign-in ones take the values of the
 * environment (the LOGIN_*, SMS_* and *_TTL variables), so nothing changes at the first
 * start after an upgrade; from then on the back office tunes them.
 */
export function defaultSettings(config: AuthConfig): Seed[] {
  const n = (
    key: string,
    value: number,
    min: number,
    max: number,
    label: [string, string, string],
    sort: number,
  ): Seed => ({
    key,
    group: 'auth',
    type: 'number',
    value,
    min,
    max,
    title: title(...label),
    sort,
    public: ALWAYS_PUBLIC_KEYS.includes(key),
  });
  const K = AUTH_KEYS;
  return [
    {
      key: PUBLIC_KEYS.siteName,
      group: 'site',
      type: 'string',
      value: '跨境贸易服务平台',
      public: true,
      title: title('站点名称', 'Site name', 'Название сайта'),
      sort: 10,
    },
    {
      key: PUBLIC_KEYS.siteNameEn,
      group: 'site',
      type: 'string',
      value: 'Cross-Border Trade Platform',
      public: true,
      title: title('站点名称（英文）', 'Site name (English)', 'Название сайта (английское)'),
      sort: 12,
    },
    {
      key: PUBLIC_KEYS.siteNameRu,
      group: 'site',
      type: 'string',
      value: 'Платформа трансграничной торговли',
      public: true,
      title: title('站点名称（俄文）', 'Site name (Russian)', 'Название сайта (русское)'),
      sort: 14,
    },
    {
      key: PUBLIC_KEYS.hotline,
      group: 'site',
      type: 'string',
      value: '400-000-0000',
      public: true,
      title: title('服务热线', 'Hotline', 'Горячая линия'),
      sort: 20,
    },
    {
      key: PUBLIC_KEYS.icp,
      group: 'site',
      type: 'string',
      value: '',
      public: true,
      title: title('ICP备案号', 'ICP licence number', 'Номер лицензии ICP'),
      sort: 30,
    },
    {
      key: PUBLIC_KEYS.platformCompanyName,
      group: 'platform',
      type: 'string',
      value: '哈尔滨跨境贸易服务平台有限公司',
      public: true,
      title: title(
        '平台运营公司名称',
        'Platform operator: company name',
        'Оператор платформы: название компании',
      ),
      sort: 10,
    },
    {
      key: PUBLIC_KEYS.platformCompanyCode,
      group: 'platform',
      type: 'string',
      value: '91230100MA1PT0001K',
      public: true,
      title: title(
        '平台运营公司统一社会信用代码',
        'Platform operator: unified social credit code',
        'Оператор платформы: единый код социального кредита',
      ),
      sort: 20,
    },
    {
      key: PUBLIC_KEYS.uploadImageMaxMb,
      group: 'upload',
      type: 'number',
      value: 10,
      min: 1,
      max: 30,
      public: true,
      title: title('图片上传大小上限（MB）', 'Image upload limit (MB)', 'Предельный размер изображения (МБ)'),
      sort: 10,
    },
    {
      key: PUBLIC_KEYS.uploadFileMaxMb,
      group: 'upload',
      type: 'number',
      value: 30,
      min: 1,
      max: 30,
      public: true,
      title: title('文件上传大小上限（MB）', 'File upload limit (MB)', 'Предельный размер файла (МБ)'),
      sort: 20,
    },
    n(
      K.passwordMinLength,
      6,
      4,
      64,
      ['密码最短长度', 'Password minimum length', 'Минимальная длина пароля'],
      10,
    ),
    n(
      K.passwordMaxLength,
      20,
      6,
      128,
      ['密码最大长度', 'Password maximum length', 'Максимальная длина пароля'],
      20,
    ),
    n(
      K.passwordMinKinds,
      2,
      1,
      3,
      [
        '密码至少包含的字符种类（字母/数字/符号）',
        'Kinds of characters a password needs (letters, numbers, symbols)',
        'Сколько видов символов нужно паролю (буквы, цифры, знаки)',
      ],
      30,
    ),
    n(
      K.smsCodeTtl,
      config.SMS_CODE_TTL,
      30,
      3600,
      ['短信验证码有效期（秒）', 'SMS code lifetime (s)', 'Срок действия SMS-кода (с)'],
      40,
    ),
    n(
      K.smsResendAfter,
      config.SMS_RESEND_AFTER,
      1,
      600,
      ['短信重发间隔（秒）', 'SMS resend interval (s)', 'Интервал повторной отправки SMS (с)'],
      50,
    ),
    n(
      K.smsPhoneDailyLimit,
      config.SMS_PHONE_DAILY_LIMIT,
      1,
      1000,
      ['每个手机号每日验证码上限', 'SMS codes per phone per day', 'SMS-кодов на телефон в сутки'],
      60,
    ),
    n(
      K.smsIpHourlyLimit,
      config.SMS_IP_HOURLY_LIMIT,
      1,
      10000,
      ['每个IP每小时验证码上限', 'SMS codes per IP per hour', 'SMS-кодов на IP в час'],
      70,
    ),
    n(
      K.smsMaxAttempts,
      config.SMS_CODE_MAX_ATTEMPTS,
      1,
      20,
      ['验证码最多尝试次数', 'Wrong entries before a code is void', 'Неверных вводов до аннулирования кода'],
      80,
    ),
    n(
      K.loginAccountMaxFailures,
      config.LOGIN_ACCOUNT_MAX_FAILURES,
      1,
      100,
      [
        '同一账号同一IP登录失败上限',
        'Failed sign-ins per account and IP',
        'Неудачных входов на учётную запись и IP',
      ],
      90,
    ),
    n(
      K.loginIpMaxFailures,
      config.LOGIN_IP_MAX_FAILURES,
      1,
      10000,
      ['同一IP登录失败上限', 'Failed sign-ins per IP', 'Неудачных входов на IP'],
      100,
    ),
    n(
      K.loginFailureWindow,
      config.LOGIN_FAILURE_WINDOW,
      10,
      86400,
      ['登录失败计数窗口（秒）', 'Failed sign-in window (s)', 'Окно подсчёта неудачных входов (с)'],
      110,
    ),
    n(
      K.accessTokenTtl,
      config.ACCESS_TOKEN_TTL,
      30,
      86400,
      ['访问令牌有效期（秒）', 'Access token lifetime (s)', 'Срок действия токена доступа (с)'],
      120,
    ),
    n(
      K.refreshTokenTtl,
      config.REFRESH_TOKEN_TTL,
      60,
      31536000,
      ['刷新令牌有效期（秒）', 'Refresh token lifetime (s)', 'Срок действия токена обновления (с)'],
      130,
    ),
    {
      key: K.registrationOpen,
      group: 'auth',
      type: 'boolean',
      value: true,
      public: true,
      title: title('开放会员注册', 'Member registration open', 'Регистрация участников открыта'),
      sort: 140,
    },
  ];
}

/** Adds the settings that are missing; settings that exist keep the values admins gave them. */
export async function seedSettings(repo: ConfigRepository, config: AuthConfig): Promise<number> {
  let added = 0;
  for (const seed of defaultSettings(config)) {
    const created = await repo.createIfMissing({
      remark: '',
      min: null,
      max: null,
      public: false,
      ...seed,
    });
    if (created) added += 1;
  }
  await repo.publish(ALWAYS_PUBLIC_KEYS);
  return added;
}
