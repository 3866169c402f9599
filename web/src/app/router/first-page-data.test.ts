import i18n from '@/i18n';
import { makeStore } from '@/app/store';
import { portalContentApi } from '@/features/portal-content/api';
import { publicConfigApi } from '@/lib/api/public-config';
import { envelope, stubFetch } from '@/test-utils/render';
import { firstPageData } from './first-page-data';

const HOME = { banners: [], stats: { supply: 3 }, settings: { 'site.name': '龙江跨境贸易港' } };

describe("the first page's data, asked for before the app's first draw", () => {
  it('has the home in the store, and the public settings it carries, before the home page draws', async () => {
    const asked: string[] = [];
    stubFetch((path) => {
      asked.push(path);
      return envelope(path === '/index/index' ? HOME : null);
    });
    const store = makeStore();
    await firstPageData(store, '/pages/home');
    expect(asked).toEqual(['/index/index']);
    const home = portalContentApi.endpoints.homeIndex.select(i18n.language)(store.getState());
    expect(home.data).toEqual(HOME);
    // The settings' endpoint adds a tag type, which the store's own state type does not name.
    const state = store.getState() as Parameters<
      ReturnType<typeof publicConfigApi.endpoints.getPublicConfig.select>
    >[0];
    expect(publicConfigApi.endpoints.getPublicConfig.select(undefined)(state).data).toEqual(HOME.settings);
  });

  it('asks for nothing on a page without first data', async () => {
    const asked: string[] = [];
    stubFetch((path) => {
      asked.push(path);
      return envelope(null);
    });
    await firstPageData(makeStore(), '/member/supply');
    expect(asked).toEqual([]);
  });
});
