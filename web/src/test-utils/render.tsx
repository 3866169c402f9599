import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import zhCN from 'antd/locale/zh_CN';
import '@/i18n';
import { makeStore } from '@/app/store';
import { registerFeedback } from '@/lib/feedback';
import { useEffect } from 'react';

function Bridge() {
  const api = AntApp.useApp();
  useEffect(() => registerFeedback(api), [api]);
  return null;
}

/** Renders with a fresh store, antd's App context (message/modal) and the zh-CN locale. */
export function renderWithProviders(ui: ReactElement) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }} button={{ autoInsertSpace: false }}>
        <AntApp>
          <Bridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper }) };
}

type Reply = { status?: number; body: unknown };
/** Stubs global fetch: `handler(path, body)` answers each call; returns the recorded calls. */
export function stubFetch(handler: (path: string, body: unknown, req: Request) => Reply | Promise<Reply>) {
  const calls: Array<{ path: string; body: unknown; method: string; url: string }> = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    const text = req.method === 'GET' ? '' : await req.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    const path = url.pathname.replace(/^\/api/, '');
    calls.push({ path, body, method: req.method, url: req.url });
    const reply = await handler(path, body, req);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  global.fetch = fn as unknown as typeof fetch;
  return calls;
}

export const envelope = (data: unknown, code = 200, message = '操作成功') => ({
  body: { code, message, data },
});
