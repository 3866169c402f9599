import '@/i18n';
import { ChunkError, loadPage, toChunkError } from './lazy-page';
import { isMobileDevice } from './device';
import { requireSession } from './guard';
import { ROUTES, isPublicPath } from './registry';
import { buildRoutes } from './build-routes';
import { localStore } from '@/lib/storage';
import { scriptErrorKind } from '@/app/global-errors';

const Page = () => null;

describe('page chunks (§8, §9)', () => {
  afterEach(() => jest.useRealTimers());

  it('names a failed JS chunk ChunkLoadError and a CSS chunk CSS_CHUNK_LOAD_FAILED', () => {
    const js = toChunkError(
      new TypeError('Failed to fetch dynamically imported module: /assets/home-page-x.js'),
      '/home',
    );
    expect(js).toBeInstanceOf(ChunkError);
    expect(js.name).toBe('ChunkLoadError');
    expect(js.message).toContain('/home');
    expect(toChunkError(new Error('Unable to preload CSS for /assets/a.css'), '/a').name).toBe(
      'CSS_CHUNK_LOAD_FAILED',
    );
    const other = new RangeError('boom');
    expect(toChunkError(other, '/x')).toBe(other);
  });

  it('reports MODULE_NOT_FOUND when a module has no page', async () => {
    await expect(loadPage(() => Promise.resolve({} as never), '/missing')).rejects.toMatchObject({
      name: 'MODULE_NOT_FOUND',
    });
    await expect(loadPage(() => Promise.resolve({ default: Page }), '/ok')).resolves.toEqual({
      default: Page,
    });
  });

  it('gives up after the 120 s chunk time-out', async () => {
    jest.useFakeTimers();
    const pending = loadPage(() => new Promise(() => {}), '/slow');
    const check = expect(pending).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: expect.stringContaining('120000'),
    });
    await jest.advanceTimersByTimeAsync(120_000);
    await check;
  });
});

describe('device detection', () => {
  it('uses the user agent, or a phone-width viewport', () => {
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148', 1280)).toBe(
      true,
    );
    expect(isMobileDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 1280)).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 1280)).toBe(false);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 375)).toBe(true);
  });
});

describe('route guard (§2)', () => {
  beforeEach(() => localStorage.clear());
  const req = (path: string) => ({ request: new Request(`http://localhost${path}`) });

  it('sends a visitor without tokens to /login, remembering the path', () => {
    const res = requireSession(req('/product/supply?x=1'));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('Location')).toBe('/login?redirect=%2Fproduct%2Fsupply%3Fx%3D1');
  });

  it('lets through an access token, or a refresh token alone', () => {
    localStore.set('refreshToken', 'r', 60);
    expect(requireSession(req('/home'))).toBeNull();
    localStorage.clear();
    localStore.set('accessToken', 'a', 60);
    expect(requireSession(req('/home'))).toBeNull();
  });
});

describe('route registry', () => {
  it('keeps the §2 public routes open and everything else behind the guard', () => {
    for (const p of [
      '/',
      '/pages/home',
      '/service',
      '/tgfw',
      '/logistics',
      '/industrial',
      '/loan',
      '/report',
      '/trade',
      '/article/list',
      '/article/info',
      '/about',
      '/demand',
      '/login/login',
      '/supplier',
      '/login',
      '/reg',
      '/login/register',
    ]) {
      expect(isPublicPath(p)).toBe(true);
    }
    expect(ROUTES.filter((r) => r.layout !== 'public').every((r) => r.access === 'auth')).toBe(true);
    // The 16 mobile member routes of §2, plus the notifications list, the company profile and
    // filing, the customs lists and one document, and the trade dashboard.
    expect(ROUTES.filter((r) => r.layout === 'memberMobile')).toHaveLength(22);
  });

  it('redirects / to /pages/home on mobile only', async () => {
    const find = (mobile: boolean) =>
      buildRoutes(mobile)[0]!
        .children!.flatMap((l) => l.children ?? [])
        .find((r) => r.path === '/')!;
    const res = (await (find(true).loader as () => Response)()) as Response;
    expect(res.headers.get('Location')).toBe('/pages/home');
    expect(find(false).loader).toBeUndefined();
  });
});

describe('global script errors (§8)', () => {
  it('names the kind of error in Chinese', () => {
    expect(scriptErrorKind(new TypeError('x'))).toBe('类型错误');
    expect(scriptErrorKind(new SyntaxError('x'))).toBe('语法错误');
    expect(scriptErrorKind(new ReferenceError('x'))).toBe('引用错误');
    expect(scriptErrorKind('thrown string')).toBe('脚本错误');
  });
});
