/** @jest-environment node */
import '@/test-utils/node-window';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, withTimestamp, REFRESH_URL } from './base-query';
import { registerFeedback, type Feedback } from '@/lib/feedback';
import { resetUnauthorizedDialog } from './unauthorized-dialog';
import { localStore } from '@/lib/storage';
import { getAccessToken, getRefreshToken } from '@/lib/session';

const api = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: () => {},
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
} as unknown as BaseQueryApi;

type Handler = (req: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message = '操作成功') => json({ code: 200, message, data });

function setup(handler: Handler) {
  const requests: Request[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    requests.push(req.clone());
    return handler(req);
  }) as unknown as typeof fetch;
  const reload = jest.fn();
  const query = createBaseQuery({ baseUrl: 'http://test/api', fetchFn, reload });
  return { query, requests, reload };
}

let feedback: {
  message: { success: jest.Mock };
  notification: { error: jest.Mock };
  modal: { error: jest.Mock };
};

beforeEach(() => {
  (window as unknown as { localStorage: Storage }).localStorage.clear();
  resetUnauthorizedDialog();
  feedback = {
    message: { success: jest.fn() },
    notification: { error: jest.fn() },
    modal: { error: jest.fn() },
  };
  registerFeedback(feedback as unknown as Feedback);
});

const path = (r: Request) => new URL(r.url).pathname.replace('/api', '');
const seed = (access: string | null, refresh: string | null) => {
  if (access) localStore.set('accessToken', access, 3600);
  if (refresh) localStore.set('refreshToken', refresh, 7200);
};

describe('base query: headers and parameters', () => {
  it('sends the Bearer and language headers', async () => {
    seed('tok', null);
    const { query, requests } = setup(() => ok({ a: 1 }));
    const res = await query('/x', api, {});
    expect(res).toEqual(expect.objectContaining({ data: { a: 1 } }));
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok');
    expect(requests[0]!.headers.get('lang')).toBe('zh-cn');
  });

  it('adds a timestamp to GETs, not to POSTs or cached GETs', () => {
    expect(withTimestamp('/a')).toEqual({ url: '/a', params: { _t: expect.any(Number) } });
    expect(withTimestamp({ url: '/a', params: { q: 1 } })).toEqual({
      url: '/a',
      params: { q: 1, _t: expect.any(Number) },
    });
    expect(withTimestamp({ url: '/a', method: 'POST', body: {} })).toEqual({
      url: '/a',
      method: 'POST',
      body: {},
    });
    expect(withTimestamp('/a', true)).toBe('/a');
  });

  it('reports 操作成功 for actions that ask for it', async () => {
    const { query } = setup(() => ok(null, ''));
    await query({ url: '/save', method: 'POST' }, api, { successMessage: true });
    expect(feedback.message.success).toHaveBeenCalledWith('操作成功');
  });
});

describe('base query: the §8 error catalogue', () => {
  const cases: Array<[string, Handler, string]> = [
    ['404', () => new Response('nope', { status: 404 }), 'Status:404，正在请求不存在的服务器记录！'],
    [
      '500 without message',
      () => json({ code: 500, message: '', data: null }, 500),
      'Status:500，服务器发生错误！',
    ],
    ['500 with message', () => json({ code: 500, message: '库存服务异常', data: null }, 500), '库存服务异常'],
    ['other status', () => json({}, 418), 'Status:418，未知错误！'],
    [
      'other status with message',
      () => json({ code: 422, message: '数量必须大于0', data: null }, 422),
      '数量必须大于0',
    ],
    ['envelope code not 200', () => json({ code: 409, message: '名称已存在', data: null }), '名称已存在'],
    ['unparsable body', () => new Response('<html>', { status: 200 }), '数据格式错误'],
    ['no response', () => Promise.reject(new TypeError('Failed to fetch')), '请求服务器无响应！'],
  ];
  it.each(cases)('%s', async (_name, handler, text) => {
    const { query } = setup(handler);
    const res = await query('/x', api, {});
    expect(res.error).toBeDefined();
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ title: '请求错误', description: text }),
    );
  });

  it('stays quiet for silent calls (tables show the error themselves)', async () => {
    const { query } = setup(() => json({}, 500));
    const res = await query('/x', api, { silent: true });
    expect(res.error).toEqual(expect.objectContaining({ status: 500 }));
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('shows a single 无权限访问 dialog for several 401s', async () => {
    const { query } = setup(() =>
      json({ code: 401, message: 'Not logged in, please login first', data: null }, 401),
    );
    await Promise.all([query('/a', api, {}), query('/b', api, {}), query('/c', api, {})]);
    expect(feedback.modal.error).toHaveBeenCalledTimes(1);
    expect(feedback.modal.error).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '无权限访问',
        content: '当前用户已被登出或无权限访问当前资源，请尝试重新登录后再操作。',
        okText: '重新登录',
      }),
    );
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });

  it('times out after 30 000 ms as no response', async () => {
    jest.useFakeTimers();
    const { query } = setup(
      (req) =>
        new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    );
    const pending = query('/slow', api, {});
    await jest.advanceTimersByTimeAsync(29_999);
    expect(feedback.notification.error).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2);
    const res = await pending;
    jest.useRealTimers();
    expect(res.error).toEqual(expect.objectContaining({ status: 'TIMEOUT_ERROR' }));
    expect(feedback.notification.error).toHaveBeenCalledWith(
      expect.objectContaining({ description: '请求服务器无响应！' }),
    );
  });
});

describe('base query: the refresh queue (§4)', () => {
  const session = {
    accessToken: 'new',
    refreshToken: 'r2',
    accessTokenExpires: 3600,
    refreshTokenExpires: 7200,
    member_info: {},
  };

  it('makes one refresh call while three requests wait, then replays them with the new token', async () => {
    seed(null, 'r1');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { query, requests } = setup(async (req) => {
      if (path(req) === REFRESH_URL) {
        await gate;
        return ok(session);
      }
      return ok(path(req));
    });
    const all = Promise.all([query('/a', api, {}), query('/b', api, {}), query('/c', api, {})]);
    await new Promise((r) => setTimeout(r, 20));
    expect(requests.map(path)).toEqual([REFRESH_URL]);
    release();
    const results = await all;
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(requests.filter((r) => path(r) === REFRESH_URL)).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual({ refreshToken: 'r1' });
    for (const r of requests.slice(1)) expect(r.headers.get('authorization')).toBe('Bearer new');
    expect(getRefreshToken()).toBe('r2');
  });

  it('refreshes once and replays when the server rejects an access token', async () => {
    seed('old', 'r1');
    const { query, requests } = setup((req) => {
      if (path(req) === REFRESH_URL) return ok(session);
      return req.headers.get('authorization') === 'Bearer new'
        ? ok('fine')
        : json({ code: 401, message: '', data: null }, 401);
    });
    const results = await Promise.all([query('/a', api, {}), query('/b', api, {})]);
    expect(results.map((r) => r.data)).toEqual(['fine', 'fine']);
    expect(requests.filter((r) => path(r) === REFRESH_URL)).toHaveLength(1);
    expect(feedback.modal.error).not.toHaveBeenCalled();
  });

  it('on refresh failure removes the refresh token and reloads, without dialogs', async () => {
    seed(null, 'bad');
    const { query, reload } = setup((req) =>
      path(req) === REFRESH_URL ? json({ code: 401, message: 'expired', data: null }, 401) : ok(1),
    );
    await Promise.all([query('/a', api, {}), query('/b', api, {})]);
    expect(getRefreshToken()).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(feedback.modal.error).not.toHaveBeenCalled();
    expect(feedback.notification.error).not.toHaveBeenCalled();
  });
});
