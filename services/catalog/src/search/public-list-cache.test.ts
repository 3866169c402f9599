import { PublicListCache } from './public-list-cache';

const page = (total: number) => ({ total, rows: [] });

describe('PublicListCache', () => {
  it('answers the same query from the first search for its age, and searches again after', async () => {
    const cache = new PublicListCache<{ total: number; rows: never[] }>(50);
    let searches = 0;
    const load = async () => page(++searches);
    expect(await cache.get({ pageNumber: 1 }, load)).toEqual(page(1));
    expect(await cache.get({ pageNumber: 1 }, load)).toEqual(page(1));
    expect(await cache.get({ pageNumber: 2 }, load)).toEqual(page(2));
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get({ pageNumber: 1 }, load)).toEqual(page(3));
  });

  it('gives callers of a query still being searched that one search', async () => {
    const cache = new PublicListCache<{ total: number; rows: never[] }>(1000);
    let searches = 0;
    const load = () =>
      new Promise<{ total: number; rows: never[] }>((r) => setTimeout(() => r(page(++searches)), 20));
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get({ keyword: '大豆' }, load)));
    expect(searches).toBe(1);
    expect(answers.every((a) => a.total === 1)).toBe(true);
  });

  it('searches again after clear, and keeps no failure', async () => {
    const cache = new PublicListCache<{ total: number; rows: never[] }>(1000);
    let searches = 0;
    await cache.get({}, async () => page(++searches));
    cache.clear();
    expect(await cache.get({}, async () => page(++searches))).toEqual(page(2));
    await expect(
      cache.get({ sort: 'priceAsc' }, () => Promise.reject(new Error('engine down'))),
    ).rejects.toThrow();
    expect(await cache.get({ sort: 'priceAsc' }, async () => page(9))).toEqual(page(9));
  });

  it('keeps nothing when its age is 0', async () => {
    const cache = new PublicListCache<{ total: number; rows: never[] }>(0);
    let searches = 0;
    await cache.get({}, async () => page(++searches));
    await cache.get({}, async () => page(++searches));
    expect(searches).toBe(2);
  });
});
