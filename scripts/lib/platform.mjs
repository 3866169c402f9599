// Starting the platform: the local servers (unless external ones are configured),
// the build, the six services and the gateway. Shared by `npm start` and `npm test`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dataDir = process.env.TRADE_DATA_DIR ?? path.join(root, '.data');
const serversScript = path.join(root, 'infra/local/servers.sh');

export const SERVICES = ['auth', 'catalog', 'member', 'customs', 'files', 'notify'];
const SERVER_VARIABLES = ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT', 'OPENSEARCH_URL'];
/** Set by ensureServers when it started the local servers, the mail sink among them (no SMTP_URL). */
let localMailSink = false;

/** Installs what the machine lacks (Debian packages, npm dependencies, local servers); quick when all is there. */
export function setup() {
  run('bash', [path.join(root, 'scripts/setup.sh')]);
}

/** Runs a command in the repo, showing its output; throws when it fails. */
export function run(command, args, options = {}) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit', ...options });
}

/**
 * Runs a command in the repo with its output in a log file, printed whole when it ends, so
 * that commands run side by side do not interleave their output. Rejects when it fails.
 */
export function runLogged(command, args, logFile) {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      closeSync(log);
      console.log(`\n── output of ${[command, ...args].join(' ')}\n${readFileSync(logFile, 'utf8')}`);
      if (code === 0) resolve();
      else reject(new Error(`Command failed (${signal ?? `exit ${code}`}): ${[command, ...args].join(' ')}`));
    });
  });
}

/**
 * Uses the servers named by MONGO_URL / KAFKA_BROKERS / REDIS_URL / S3_ENDPOINT / OPENSEARCH_URL
 * when all are set; otherwise starts the local ones and exports their addresses.
 */
export function ensureServers() {
  const set = SERVER_VARIABLES.filter((name) => process.env[name]);
  if (set.length === SERVER_VARIABLES.length) {
    console.log('Using the external servers from the environment.');
    return;
  }
  if (set.length > 0) {
    throw new Error(
      `Set all of ${SERVER_VARIABLES.join(', ')} to use external servers (only ${set.join(', ')} set).`,
    );
  }
  run('bash', [serversScript, 'start']);
  const exports = execFileSync('bash', [serversScript, 'env'], { cwd: root, encoding: 'utf8' });
  for (const match of exports.matchAll(/export\s+(\w+)=(\S+)/g))
    process.env[match[1]] = match[2].replace(/^['"]|['"]$/g, '');
  localMailSink = !process.env.SMTP_URL;
}

/**
 * notify's mail settings: SMTP_URL as configured, else the local mail sink when the
 * local servers run (e-mails land in .data/mail instead of waiting in the queue).
 */
function mailEnv(env) {
  if (env.SMTP_URL || !localMailSink) return {};
  return {
    SMTP_URL: `smtp://127.0.0.1:${env.MAIL_PORT || 1025}`,
    MAIL_FROM: env.MAIL_FROM || 'Trade platform <no-reply@trade.local>',
  };
}

/**
 * Each service signs in to Kafka as its own user, which may write only its own topics,
 * when the environment holds that user's password (KAFKA_PASSWORD_<SERVICE>, as
 * `servers.sh env` exports); otherwise the common KAFKA_USERNAME / KAFKA_PASSWORD apply.
 */
function kafkaUserOf(name, env) {
  const password = env[`KAFKA_PASSWORD_${name.toUpperCase()}`];
  return password ? { KAFKA_USERNAME: name, KAFKA_PASSWORD: password } : {};
}

/** A stable per-checkout secret for local runs, so restarts keep identity headers valid. */
export function localSecret() {
  const file = path.join(dataDir, 'internal-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * A local run's CEB exchange and signing key (customs): the folders under the data dir,
 * one pair per platform (its base port), and a self-signed RSA pair made once with openssl
 * (none when openssl is missing: declaring with appStatus 2 then answers 503).
 */
export function localCebExchange(basePort) {
  const exchange = path.join(dataDir, 'ceb', String(basePort));
  const signing = path.join(dataDir, 'ceb-signing');
  const key = path.join(signing, 'default.key.pem');
  const cert = path.join(signing, 'default.cert.pem');
  if (!existsSync(cert)) {
    mkdirSync(signing, { recursive: true, mode: 0o700 });
    try {
      execFileSync(
        'openssl',
        [
          ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '3650'],
          ...['-subj', '/CN=Local CEB signer', '-keyout', key, '-out', cert],
        ],
        { stdio: 'ignore' },
      );
    } catch {
      // No openssl: no default key.
    }
  }
  return {
    CEB_INBOX_DIR: path.join(exchange, 'in'),
    CEB_OUTBOX_DIR: path.join(exchange, 'out'),
    CEB_SIGNING_DIR: signing,
    CEB_SIGNING_KEY_FILE: key,
    CEB_SIGNING_CERT_FILE: cert,
  };
}

/** Compiles the TypeScript workspaces and builds the web app. */
export function buildAll() {
  run('npx', ['tsc', '-b']);
  run('npm', ['run', 'build', '--silent', '-w', '@trade/web']);
}

/**
 * Starts every service and the gateway as child processes. Ports are
 * `basePort + 1..6` for the services and `gatewayPort` for the gateway.
 * Returns the gateway URL and a function that stops everything.
 */
export async function startPlatform({
  basePort = 3000,
  gatewayPort = 8080,
  logTo = 'console',
  extraEnv = {},
} = {}) {
  const secret = process.env.INTERNAL_SECRET ?? localSecret();
  const nodeEnv = process.env.NODE_ENV ?? 'development';
  // Outside production, SMS codes go to the local adapter (a Redis list per phone, and
  // the notify log), company registry lookups to the member service's local fixtures, and
  // the first super-admin is admin / admin123 (refused in production).
  const development =
    nodeEnv === 'production'
      ? {}
      : {
          SMS_PROVIDER: 'local',
          REGISTRY_PROVIDER: 'local',
          AUTH_ADMIN_USERNAME: 'admin',
          AUTH_ADMIN_PASSWORD: 'admin123',
          // customs: the exchange folders and a signing key of this platform, so
          // declarations are written and signed on a local run (unless given).
          ...(process.env.CEB_OUTBOX_DIR || extraEnv.CEB_OUTBOX_DIR ? {} : localCebExchange(basePort)),
        };
  const common = { ...development, ...process.env, INTERNAL_SECRET: secret, NODE_ENV: nodeEnv, ...extraEnv };
  const upstreams = {};
  const children = [];
  mkdirSync(path.join(dataDir, 'logs'), { recursive: true });

  const launch = (name, entry, env) => {
    const out = logTo === 'console' ? 'pipe' : openSync(path.join(dataDir, 'logs', `${name}.log`), 'a');
    const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', out, out] });
    if (logTo === 'console') {
      const prefix = (stream) =>
        stream.on('data', (chunk) => process.stdout.write(String(chunk).replace(/^(?=.)/gm, `[${name}] `)));
      prefix(child.stdout);
      prefix(child.stderr);
    }
    child.on('exit', (code, signal) => {
      if (!stopping)
        console.error(
          `${name} exited (${signal ?? code}); see ${logTo === 'console' ? 'the output above' : path.join(dataDir, 'logs', `${name}.log`)}`,
        );
    });
    children.push({ name, child });
  };

  let stopping = false;
  SERVICES.forEach((name, index) => {
    upstreams[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${basePort + index + 1}`;
  });
  // What a service needs beyond the common variables: catalog asks files about galleries
  // and auth for the portal navigation of the home call; member asks files about a company's
  // logo and licence and auth for the ownership types; customs asks files about a warehouse's
  // photo and member for the codes of a company profile; notify asks auth to check the SMS
  // code of a consultation form;
  // auth asks every service for its status (the back office's system status page).
  const { AUTH_URL: _self, ...others } = upstreams;
  const own = {
    auth: others,
    catalog: {
      FILES_URL: upstreams.FILES_URL,
      AUTH_URL: upstreams.AUTH_URL,
      MEMBER_URL: upstreams.MEMBER_URL,
    },
    customs: { FILES_URL: upstreams.FILES_URL, MEMBER_URL: upstreams.MEMBER_URL },
    member: { FILES_URL: upstreams.FILES_URL, AUTH_URL: upstreams.AUTH_URL },
    notify: { ...mailEnv(common), AUTH_URL: upstreams.AUTH_URL },
  };
  SERVICES.forEach((name, index) => {
    const port = basePort + index + 1;
    launch(name, `services/${name}/dist/main.js`, {
      ...common,
      ...own[name],
      ...kafkaUserOf(name, common),
      PORT: String(port),
      HOST: '127.0.0.1',
      // The gateway calls from this host: its X-Forwarded-For names the client.
      TRUST_PROXY: common.SERVICES_TRUST_PROXY ?? '127.0.0.1',
    });
  });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  launch('gateway', 'gateway/dist/main.js', {
    ...common,
    ...upstreams,
    PORT: String(gatewayPort),
    // A proxy on this host (a local nginx, a tunnel) may tell the client's address; no one else.
    TRUST_PROXY: common.TRUST_PROXY ?? 'loopback',
    JWKS_URL: `${upstreams.AUTH_URL}/.well-known/jwks.json`,
    WEB_DIST_DIR: common.WEB_DIST_DIR ?? path.join(root, 'web/dist'),
  });

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 15000).unref();
          }),
      ),
    );
  };

  try {
    await Promise.all([
      ...SERVICES.map((name, index) => waitReady(name, `http://127.0.0.1:${basePort + index + 1}/readyz`)),
      waitReady('gateway', `${gatewayUrl}/readyz`),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { gatewayUrl, stop };
}

async function waitReady(name, url, timeoutMs = 90000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} was not ready after ${timeoutMs / 1000} s (${url}: ${last})`);
}
