import { Redis } from 'ioredis';
import { LiveConfig, publishLiveConfig } from '../src/live-config';
import { testServers, unique } from '../src/testing';

describe('LiveConfig (real Redis)', () => {
  const redis = new Redis(testServers().REDIS_URL);
  const key = `${unique('livecfg')}:config`;
  afterAll(async () => {
    await redis.del(key);
    await redis.quit();
  });

  it('answers fallbacks until set, then the published values; wrong types fall back', async () => {
    const live = new LiveConfig(redis, key);
    await live.refresh();
    expect(live.number('upload.fileMaxSizeMb', 30)).toBe(30);
    await publishLiveConfig(redis, key, {
      'upload.fileMaxSizeMb': 5,
      'site.name': '平台',
      'auth.registration.open': false,
    });
    const changed: string[][] = [];
    live.onChange((keys) => changed.push(keys));
    await live.refresh();
    expect(live.number('upload.fileMaxSizeMb', 30)).toBe(5);
    expect(live.string('site.name', '')).toBe('平台');
    expect(live.boolean('auth.registration.open', true)).toBe(false);
    expect(live.number('site.name', 7)).toBe(7);
    expect(changed).toEqual([['upload.fileMaxSizeMb', 'site.name', 'auth.registration.open']]);
  });

  it('replaces the whole set: a key left out of a publish is gone', async () => {
    const live = new LiveConfig(redis, key);
    await publishLiveConfig(redis, key, { a: 1, b: 2 });
    await live.refresh();
    await publishLiveConfig(redis, key, { b: 3 });
    expect(await live.refresh()).toEqual(['a', 'b']);
    expect(live.snapshot()).toEqual({ b: 3 });
  });

  it('keeps re-reading while started, so a change shows up within its refresh period', async () => {
    const live = await new LiveConfig(redis, key, { refreshMs: 100 }).start();
    await publishLiveConfig(redis, key, { 'site.icp': '京ICP备1号' });
    const started = Date.now();
    while (live.string('site.icp', '') !== '京ICP备1号' && Date.now() - started < 2000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    live.stop();
    expect(live.string('site.icp', '')).toBe('京ICP备1号');
  });
});
