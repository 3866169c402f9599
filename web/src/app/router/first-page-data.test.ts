import i18n from '@/i18n';
import { makeStore } from '@/app/store';
import { portalContentApi } from '@/features/portal-content/api';
import { publicConfigApi } from '@/lib/api/public-config';
import { envelope, stubFetch } from '@/test-utils/render';
import { portalPageFor } from './build-routes';
import { firstPageData } from './first-page-data';

const HOME = { banners: [], stats: { supply: 3 }, settings: { 'site.name': '龙江跨境贸易港' } };

/** Records the calls made, each answered with `answers[path]` (or nothing). */
function record(answers: Record<string, unknown> = {}) {
  const asked: Array<{ path: string; body: unknown }> = [];
  stubFetch((path, body) => {
    asked.push({ path, body });
    return envelope(answers[path] ?? null);
  });
  return asked;
}

describe("the first page's data, asked for before the app's first draw", () => {
  it('has the home in the store, and the public settings it carries, before the home page draws', async () => {
    const asked = record({ '/index/index': HOME });
    const store = makeStore();
    // On a phone, / is the phone's home.
    await firstPageData(store, portalPageFor('/', true), new URL('http://localhost/'));
    expect(asked.map((call) => call.path)).toEqual(['/index/index']);
    const home = portalContentApi.endpoints.homeIndex.select(i18n.language)(store.getState());
    expect(home.data).toEqual(HOME);
    // The settings' endpoint adds a tag type, which the store's own state type does not name.
    const state = store.getState() as Parameters<
      ReturnType<typeof publicConfigApi.endpoints.getPublicConfig.select>
    >[0];
    expect(publicConfigApi.endpoints.getPublicConfig.select(undefined)(state).data).toEqual(HOME.settings);
  });

  it("asks a phone's search for the page of results its address names, and the unit names", async () => {
    const asked = record({ '/product/page': { rows: [], total: 0 } });
    await firstPageData(
      makeStore(),
      portalPageFor('/demand', true),
      new URL('http://localhost/demand?page=3'),
    );
    expect(asked).toEqual([
      { path: '/product/page', body: { kind: 'demand', pageNumber: 3, pageSize: 10, sort: 'newest' } },
      { path: '/home/Basic/getDictList', body: expect.objectContaining({ class_code: 'unit' }) },
    ]);
  });

  it('asks for nothing on a portal page without first data, nor outside the portal', async () => {
    const asked = record();
    await firstPageData(makeStore(), portalPageFor('/login', false), new URL('http://localhost/login'));
    expect(portalPageFor('/member/supply', false)).toBeUndefined();
    await firstPageData(
      makeStore(),
      portalPageFor('/member/supply', false),
      new URL('http://localhost/member/supply'),
    );
    expect(asked).toEqual([]);
  });
});
