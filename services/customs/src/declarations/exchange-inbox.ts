import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Ingestor } from './ingest';

/** A file younger than this may still be being written by the transfer client. */
const SETTLE_MS = 300;

/**
 * The inbound exchange folder: the Single Window's transfer client drops CEB messages and
 * receipts into it. Each `*.xml` file is claimed by moving it to `processing/` (a rename,
 * so of several replicas only one reads it), read, then moved to `done/` — or to
 * `failed/` with a `<name>.error.txt` beside it when it is no CEB message or the schema
 * refused it (the refusal is also kept in the store, for the error lists).
 */
export class ExchangeInbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly dir: string,
    private readonly ingestor: Ingestor,
    private readonly logger: FastifyBaseLogger,
    private readonly pollMs: number,
  ) {}

  async start(): Promise<void> {
    for (const sub of ['processing', 'done', 'failed'])
      await mkdir(path.join(this.dir, sub), { recursive: true });
    // Files a stopped replica left half-way are picked up again.
    for (const name of await readdir(path.join(this.dir, 'processing')))
      await rename(path.join(this.dir, 'processing', name), path.join(this.dir, name)).catch(() => {});
    this.schedule(0);
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sweep()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.error({ err: error, dir: this.dir }, 'exchange folder sweep failed'),
        )
        .finally(() => {
          this.running = null;
          this.schedule(this.pollMs);
        });
    }, delay);
  }

  /** Reads every settled message in the folder once; resolves when they are all moved. */
  async sweep(): Promise<number> {
    const names = (await readdir(this.dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.xml'))
      .map((entry) => entry.name)
      .sort();
    let read = 0;
    for (const name of names) {
      if (this.stopped) break;
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < SETTLE_MS) continue;
      const claimed = path.join(this.dir, 'processing', name);
      try {
        await rename(file, claimed);
      } catch {
        continue; // another replica took it
      }
      read += 1;
      await this.readOne(name, claimed);
    }
    return read;
  }

  private async readOne(name: string, claimed: string): Promise<void> {
    let problem: string | null = null;
    try {
      const xml = await readFile(claimed, 'utf8');
      const outcome = await this.ingestor.ingest(xml, 'exchange', name);
      if (!outcome) problem = 'not a CEB message the platform reads';
      else if (!outcome.valid) problem = outcome.errors.join('\n');
      this.logger.info({ file: name, outcome }, 'exchange message read');
    } catch (error) {
      // The store or the validator failed: leave the file for the next sweep.
      this.logger.error({ err: error, file: name }, 'exchange message could not be read; retrying');
      await rename(claimed, path.join(this.dir, name)).catch(() => {});
      return;
    }
    const target = await this.freeName(problem ? 'failed' : 'done', name);
    await rename(claimed, target);
    if (problem) await writeFile(`${target}.error.txt`, `${problem}\n`);
  }

  /** `done/<name>`, or `done/<stamp>-<name>` when a file of that name is there already. */
  private async freeName(sub: string, name: string): Promise<string> {
    const plain = path.join(this.dir, sub, name);
    const taken = await stat(plain).then(
      () => true,
      () => false,
    );
    return taken ? path.join(this.dir, sub, `${Date.now()}-${name}`) : plain;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
