import { buildGateway } from './app';
import { ConfigError, loadConfig } from './config/env';

/** The only file that listens: checks the config, builds the gateway, handles signals. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    fatal(err);
  }

  let gateway;
  try {
    gateway = await buildGateway(config);
  } catch (err) {
    fatal(err);
  }
  const { app } = gateway;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

function fatal(err: unknown): never {
  const message =
    err instanceof ConfigError
      ? `configuration error: ${err.message}`
      : `cannot start: ${(err as Error).message}`;
  process.stderr.write(`gateway: ${message}\n`);
  process.exit(1);
}

void main();
