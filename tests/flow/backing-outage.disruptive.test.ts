import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { waitFor } from '@trade/service-kit/testing';
import {
  adminToken,
  call,
  PNG,
  registerMember,
  startMarketplaceStack,
  type MarketplaceStack,
} from './marketplace-stack';

type ServerName = 'redis' | 'mongo' | 's3' | 'kafka';

const script = path.resolve(__dirname, '../../infra/local/servers.sh');
/** Stops or starts one local server, only through servers.sh (whatever it runs behind the name). */
const server = (action: 'stop-one' | 'start-one', name: ServerName) =>
  execFileSync('bash', [script, action, name], { stdio: 'inherit', timeout: 180000 });

/** How long each server stays down while requests run. */
const OUTAGE_MS = 8000;
/** How long the platform may take to serve again once the server is back. */
const RECOVERY_MS = 120000;

interface Answer {
  probe: string;
  status: number;
  errorId?: string;
  retryAfter: string | null;
  data?: Record<string, unknown>;
}

/**
 * A server that goes away never turns into a 500: while Redis, the document store, S3
 * and Kafka are stopped in turn, requests through the real gateway to the real services
 * answer either as usual or 503 "try again later" with Retry-After. What was
 * acknowledged (a 200) is still there afterwards, and the platform serves again by
 * itself once the server is back. Runs alone: it stops this machine's local servers.
 */
describe('backing server outages', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let member: string;
  const run = `outage-${Date.now()}`;
  const acknowledged = { guestbook: new Set<string>(), files: new Set<string>() };

  beforeAll(async () => {
    stack = await startMarketplaceStack();
    admin = await adminToken(stack.api);
    member = (await registerMember(stack.api, stack.redis, '断线测试贸易')).token;
  }, 120000);

  afterAll(async () => {
    // Whatever happened, leave every server running for the tests after this one.
    for (const name of ['redis', 'mongo', 's3', 'kafka'] as const) server('start-one', name);
    await stack?.close();
    // A consumer whose fetch was retrying across the Kafka restart may send one more request
    // after its disconnect, once its back-off (at most 10 s) ends; it then stops for good.
    // Waiting it out keeps that request inside this test file.
    await new Promise((resolve) => setTimeout(resolve, 12000));
  }, 300000);

  /** A JSON request through the gateway, as an answer: status, error id and Retry-After. */
  async function send(probe: string, apiPath: string, body: unknown, token?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${stack.api}${apiPath}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60000),
    });
    return answerOf(probe, res);
  }

  async function answerOf(probe: string, res: Response): Promise<Answer> {
    const data = envelopeData(await res.text());
    return {
      probe,
      status: res.status,
      errorId: data?.errorId as string | undefined,
      retryAfter: res.headers.get('retry-after'),
      data,
    };
  }

  /** The envelope's `data`, or undefined when the body is no envelope (the status alone is judged). */
  function envelopeData(text: string): Record<string, unknown> | undefined {
    try {
      return (JSON.parse(text) as { data?: Record<string, unknown> }).data;
    } catch {
      return undefined;
    }
  }

  /** The requests kept running during an outage: reads and writes on every service. */
  const probes: Record<string, () => Promise<Answer>> = {
    async login() {
      const a = await send('login', '/login/login', {
        account: `nobody${Date.now()}`,
        password: 'wrong-pass',
      });
      // A wrong password is an ordinary answer; only a 5xx is judged.
      return a.status < 500 ? { ...a, status: 200 } : a;
    },
    async sendCode() {
      const phone = `138${String(Date.now()).slice(-8)}`;
      const a = await send('sendCode', '/login/sendCode', { phone });
      // Refusals (a limit reached) are ordinary answers; only a 5xx is judged.
      return a.status < 500 ? { ...a, status: 200 } : a;
    },
    productPage: () => send('productPage', '/product/page', {}),
    async guestbook() {
      const a = await send('guestbook', '/guestbook/add', {
        name: run,
        content: `留言 ${Date.now()}`,
        consent: true,
      });
      if (a.status === 200) acknowledged.guestbook.add(a.data!.id as string);
      return a;
    },
    async upload() {
      const form = new FormData();
      form.append('scene', 'image');
      form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${run}.png`);
      const res = await fetch(`${stack.api}/home/member.File/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}` },
        body: form,
        signal: AbortSignal.timeout(60000),
      });
      const a = await answerOf('upload', res);
      if (a.status === 200) acknowledged.files.add(a.data!.src as string);
      return a;
    },
    notices: () => send('notices', '/home/member.Notice/unreadCount', {}, member),
  };

  async function round(): Promise<Answer[]> {
    return Promise.all(Object.values(probes).map((probe) => probe()));
  }

  /** Keeps requests going while `name` is stopped, then started again; every answer is returned. */
  async function outage(name: ServerName): Promise<Answer[]> {
    const answers: Answer[] = [];
    let running = true;
    const load = (async () => {
      while (running) {
        answers.push(...(await round()));
        // A steady trickle, not a flood: every message written here is an event other tests' fresh
        // consumer groups read again from the start of the topic.
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 500));
    server('stop-one', name);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    server('start-one', name);
    // Resumes by itself: a whole round of ordinary answers, without restarting anything.
    await waitFor(
      async () => {
        const latest = await round();
        answers.push(...latest);
        return latest.every((a) => a.status === 200) || undefined;
      },
      RECOVERY_MS,
      `every request to succeed again after ${name} is back`,
    );
    running = false;
    await load;
    return answers;
  }

  /** Only successes and 503 "try again later" with Retry-After; never a 500, 502 or 504. */
  function expectOnlySuccessOr503(answers: Answer[]) {
    const wrong = answers.filter(
      (a) => a.status !== 200 && !(a.status === 503 && a.errorId === 'TRY_AGAIN_LATER' && a.retryAfter),
    );
    expect(wrong.map(({ probe, status, errorId }) => ({ probe, status, errorId }))).toEqual([]);
    expect(answers.length).toBeGreaterThan(Object.keys(probes).length);
  }

  /** What answered 200 is there: the guestbook messages for an admin, the files by their address. */
  async function expectNothingLost() {
    const listed = await call(stack.api, '/admin/guestbook/page', {
      token: admin,
      body: { pageSize: 1000, search_params: { 'name@=': run } },
    });
    const ids = new Set((listed.body.data.rows as Array<{ id: string }>).map((row) => row.id));
    expect([...acknowledged.guestbook].filter((id) => !ids.has(id))).toEqual([]);
    const origin = stack.api.replace(/\/api$/, '');
    for (const src of acknowledged.files) {
      const res = await fetch(src.startsWith('http') ? src : `${origin}${src}`);
      expect({ src, status: res.status }).toEqual({ src, status: 200 });
    }
  }

  it.each(['redis', 'mongo', 's3', 'kafka'] as const)(
    'with %s stopped, answers succeed or are 503 with Retry-After, and nothing acknowledged is lost',
    async (name) => {
      acknowledged.guestbook.clear();
      acknowledged.files.clear();
      const answers = await outage(name);
      const unavailable = answers.filter((a) => a.status === 503).length;
      console.log(`${name} outage: ${answers.length} answers, ${unavailable} of them 503`);
      expectOnlySuccessOr503(answers);
      await expectNothingLost();
    },
    300000,
  );
});
