// The schema fuzzer of `npm test`: schemathesis (installed by scripts/setup.sh into the
// machine cache) over every operation of the gateway's merged OpenAPI, once with no
// token, once as a member and once as an admin. A 5xx, or an answer that breaks the
// schema its operation declares, fails the operation. Each run is bounded in time.
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { MongoClient } from 'mongodb';

const cacheDir = process.env.TRADE_CACHE_DIR ?? path.join(os.homedir(), '.cache/trade-platform');
export const schemathesis = path.join(cacheDir, 'schemathesis/bin/st');

/** Seconds each of the three runs may take; three of them stay within about four minutes. */
const RUN_SECONDS = Number(process.env.FUZZ_RUN_SECONDS ?? 60);
const MAX_EXAMPLES = Number(process.env.FUZZ_MAX_EXAMPLES ?? 15);

/**
 * Fuzzes the platform behind `gatewayUrl` (its own databases: the admin run deletes
 * what it finds). Returns one result per operation and kind of caller.
 */
export async function fuzz({ gatewayUrl, redisUrl, reportDir, admin }) {
  if (!existsSync(schemathesis)) throw new Error(`${schemathesis} is missing: run scripts/setup.sh`);
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const callers = [
    { kind: 'anonymous', token: null },
    { kind: 'member', token: await memberToken(gatewayUrl, redisUrl) },
    { kind: 'admin', token: await adminToken(gatewayUrl, admin) },
  ];
  const results = [];
  for (const { kind, token } of callers) {
    const junit = path.join(reportDir, `${kind}.xml`);
    const args = [
      'run',
      `${gatewayUrl}/docs/openapi.json`,
      '--url',
      gatewayUrl,
      '--checks',
      'not_a_server_error,response_schema_conformance',
      '--max-examples',
      String(MAX_EXAMPLES),
      '--max-time',
      String(RUN_SECONDS),
      '--workers',
      '2',
      '--request-timeout',
      '30',
      '--suppress-health-check',
      'all',
      '--seed',
      '20261124',
      '--no-color',
      '--report',
      'junit',
      '--report-junit-path',
      junit,
    ];
    // A signed-in run must not end its own session half-way.
    if (token) args.push('--header', `Authorization: Bearer ${token}`, '--exclude-path', '/api/login/logout');
    console.log(`\n   fuzzing as ${kind} (at most ${RUN_SECONDS} s)`);
    const started = Date.now();
    // The whole output goes to a file (a generation error prints pages of source); the console
    // gets the failures and the summary.
    const log = path.join(reportDir, `${kind}.log`);
    const out = openSync(log, 'w');
    try {
      // In the report folder: schemathesis keeps its example database in .schemathesis/ there.
      execFileSync(schemathesis, args, {
        cwd: reportDir,
        stdio: ['ignore', out, out],
        timeout: (RUN_SECONDS + 60) * 1000,
      });
    } catch (error) {
      // A non-zero exit means failures; the report says which. No report means it did not run.
      if (!existsSync(junit)) {
        console.error(readFileSync(log, 'utf8').slice(-4000));
        throw error;
      }
    } finally {
      closeSync(out);
    }
    console.log(digest(readFileSync(log, 'utf8')));
    console.log(`   full output: ${log}`);
    const cases = readJunit(junit);
    console.log(
      `   ${kind}: ${cases.length} operations, ${cases.filter((c) => !c.failed).length} passed ` +
        `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    for (const c of cases.filter((c) => c.toolError && !c.failed))
      console.log(`   ${kind}: the fuzzer could not generate data for ${c.name} (see its full output)`);
    for (const c of cases) results.push({ ...c, kind });
  }
  return results;
}

/**
 * The FAILURES and SUMMARY sections of a schemathesis output, long lines cut. Its closing
 * line ("==== 4 warnings in 60.02s ====") is left out: it reads like a test runner's last
 * line that counted no test, and `npm test` ends with its own count of everything.
 */
function digest(output) {
  const lines = output.split('\n');
  const keep = [];
  let section = '';
  for (const line of lines) {
    const header = /^=+ ([A-Z][A-Z ]+) =+$/.exec(line);
    if (header) section = header[1];
    else if (/^=+ .* =+$/.test(line)) section = 'END';
    if (section === 'FAILURES' || section === 'SUMMARY')
      keep.push(line.length > 300 ? `${line.slice(0, 300)}…` : line);
  }
  return keep.join('\n');
}

/** One entry per operation of a schemathesis JUnit report: its name and whether it failed. */
function readJunit(file) {
  const xml = readFileSync(file, 'utf8');
  const cases = [];
  for (const match of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const name = /\bname="([^"]*)"/.exec(match[1])?.[1] ?? '?';
    const body = match[3] ?? '';
    // A failure is the API's (a 5xx, a schema break); an error is the fuzzer's own trouble
    // generating data (reported, not counted against the API).
    cases.push({ name, failed: /<failure\b/.test(body), toolError: /<error\b/.test(body) });
  }
  // An operation may be reported more than once (a phase that errored, then the others).
  const byName = new Map();
  for (const c of cases) {
    const seen = byName.get(c.name);
    byName.set(
      c.name,
      seen ? { name: c.name, failed: seen.failed || c.failed, toolError: seen.toolError || c.toolError } : c,
    );
  }
  return [...byName.values()];
}

/** Drops the databases named `<prefix>_<service>` (MONGO_DB_PREFIX) of an earlier run. */
export async function dropDatabases(prefix) {
  const client = new MongoClient(process.env.MONGO_URL, { serverSelectionTimeoutMS: 10000 });
  try {
    const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
    for (const { name } of databases) if (name.startsWith(`${prefix}_`)) await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
}

async function post(gatewayUrl, apiPath, body) {
  const res = await fetch(`${gatewayUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${apiPath} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function adminToken(gatewayUrl, { username, password }) {
  return (await post(gatewayUrl, '/login/login', { account: username, password })).accessToken;
}

/** Registers a member company (the SMS code is read from the local SMS adapter's Redis list). */
async function memberToken(gatewayUrl, redisUrl) {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const since = Date.now();
  await post(gatewayUrl, '/login/sendCode', { phone });
  const redis = new Redis(redisUrl);
  try {
    let code;
    for (let i = 0; i < 50 && !code; i++) {
      const raw = await redis.lindex(`sms:local:+86${phone}`, 0);
      const sms = raw ? JSON.parse(raw) : null;
      if (sms && Date.parse(sms.at) >= since) code = sms.params.code;
      else await new Promise((resolve) => setTimeout(resolve, 300));
    }
    if (!code) throw new Error(`no SMS code arrived for ${phone}`);
    const reg = await post(gatewayUrl, '/login/reg', {
      companyName: '模糊测试贸易',
      contact: '测试',
      account: `fz${phone}`,
      password: 'abc123',
      phone,
      code,
      consent: true,
    });
    return reg.accessToken;
  } finally {
    redis.disconnect();
  }
}
