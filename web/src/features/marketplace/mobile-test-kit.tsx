import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '@/app/layouts/mobile-setup';
import { renderWithProviders } from '@/test-utils/render';

/** Shows where navigation went, for assertions. */
function Landed() {
  const { pathname } = useLocation();
  return <div data-testid="landed">{pathname}</div>;
}

/** Renders a mobile screen at `path` (matching `route`); any navigation lands on a probe. */
export function renderMobileScreen(ui: ReactElement, { path, route }: { path: string; route: string }) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={<Landed />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The path the screen navigated to. */
export const landedOn = async () => (await screen.findByTestId('landed')).textContent;

export interface RecordedCall {
  path: string;
  body: unknown;
}

/**
 * Stubs fetch for JSON calls and multipart uploads alike (the shared stub parses JSON only).
 * `reply(path, body)` answers with the envelope's data, or a `{ status, message }` failure.
 */
export function stubApi(
  reply: (path: string, body: unknown) => unknown | { fail: number; message?: string },
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    const sent = init?.body ?? (req.method === 'GET' ? undefined : await req.clone().text());
    const body = typeof sent === 'string' && sent ? JSON.parse(sent) : sent;
    calls.push({ path, body });
    const answer = reply(path, body) as { fail?: number; message?: string } | undefined;
    const failed = answer && typeof answer === 'object' && 'fail' in answer && answer.fail;
    const envelope = failed
      ? { code: answer.fail, message: answer.message ?? '', data: null }
      : { code: 200, message: '操作成功', data: answer ?? null };
    return new Response(JSON.stringify(envelope), {
      status: failed ? answer.fail! : 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

export const CATEGORIES = [
  { id: 'agri', name: '农产品', children: [{ id: 'grain', name: '粮油' }] },
  { id: 'industry', name: '工业品', children: [{ id: 'steel', name: '钢材' }] },
];
export const COUNTRIES = [
  { code: 'CN', name: '中国' },
  { code: 'RU', name: '俄罗斯' },
];

/** Answers the reference lists every marketplace screen reads. */
export const referenceData = (path: string) =>
  path === '/home/Category/page' ? CATEGORIES : path === '/country/list' ? COUNTRIES : undefined;
