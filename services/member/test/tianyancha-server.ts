import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TIANYANCHA_SEARCH_PATH } from '../src/registry/tianyancha';

/** The token the registry under test is given, and the server expects. */
export const TIANYANCHA_TEST_TOKEN = 'test-token-0000';

/** Answers in the open API's shape, as recorded from its documentation. */
export const BASEINFO = {
  error_code: 0,
  reason: 'ok',
  result: {
    id: 22822,
    name: '漠河边贸有限公司',
    property3: 'Mohe Border Trade Co., Ltd.',
    creditCode: '91232700MA1BT0001C',
    legalPersonName: '李北辰',
    regCapital: '1000万人民币',
    estiblishTime: Date.UTC(2016, 4, 17, 16), // 2016-05-18 00:00 in China
    regStatus: '存续',
    regLocation: '黑龙江省大兴安岭地区漠河市北极镇边贸路 8 号',
    businessScope: '边境小额贸易',
    companyOrgType: '有限责任公司',
    regInstitute: '漠河市市场监督管理局',
    base: 'hlj',
    city: '大兴安岭地区',
    district: '漠河市',
    historyNames: null,
  },
};
export const SEARCH = {
  error_code: 0,
  reason: 'ok',
  result: {
    total: 1,
    items: [
      {
        id: 22822,
        name: '<em>漠河</em>边贸有限公司',
        creditCode: '91232700MA1BT0001C',
        legalPersonName: '李北辰',
        regCapital: '1000万人民币',
        estiblishTime: '2016-05-18 00:00:00.0',
        regStatus: '存续',
        base: 'hlj',
        companyType: 1,
        matchType: '公司名称匹配',
      },
    ],
  },
};

export type TianyanchaHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Writes a JSON answer. */
export function json(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** By default: SEARCH on the search path, BASEINFO on any other. */
export const answerRecorded: TianyanchaHandler = (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  json(res, path === TIANYANCHA_SEARCH_PATH ? SEARCH : BASEINFO);
};

/**
 * A local HTTP server in the Tianyancha open API's shape: it notes every call (path, query,
 * Authorization header) and answers with `handler`, which a test may replace to play a
 * time-out or an error.
 */
export async function startTianyanchaServer() {
  const calls: { path: string; query: URLSearchParams; auth: string | undefined }[] = [];
  const fake = {
    baseUrl: '',
    calls,
    handler: answerRecorded,
    /** Forgets the calls and answers the recorded shape again. */
    reset() {
      calls.length = 0;
      fake.handler = answerRecorded;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push({ path: url.pathname, query: url.searchParams, auth: req.headers.authorization });
    fake.handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
export type TianyanchaServer = Awaited<ReturnType<typeof startTianyanchaServer>>;
