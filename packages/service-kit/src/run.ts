import { ConfigError } from './config';
import type { Service } from './service';

/**
 * The entry point of a service process: builds it, listens, and stops it
 * gracefully on SIGTERM/SIGINT. A configuration error is printed naming the
 * variable, and the process exits non-zero.
 */
export async function runService(build: () => Promise<Service>): Promise<void> {
  let service: Service;
  try {
    service = await build();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('service failed to start:', error);
    }
    process.exit(1);
  }
  await service.listen();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    service.app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 20000).unref();
    await service.close().catch((error: unknown) => service.app.log.error({ err: error }, 'shutdown failed'));
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
