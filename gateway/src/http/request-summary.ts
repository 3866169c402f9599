import type { FastifyInstance } from 'fastify';

/** Latency buckets (upper bounds, ms) of the periodic summary line. */
const BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 30_000, Infinity];

export interface SummaryOptions {
  intervalMs: number;
  /** Fraction of requests logged one by one at info level. */
  sampleRate: number;
}

/**
 * No per-request info logging (it would cost more than the proxying): instead a
 * summary line every interval (counts per status class, latency percentiles), a
 * sampled request line, and every 5xx at warn level. Every line carries requestId.
 */
export function registerRequestSummary(app: FastifyInstance, opts: SummaryOptions): void {
  let total = 0;
  const byClass = [0, 0, 0, 0, 0, 0];
  const buckets = new Array<number>(BUCKETS_MS.length).fill(0);

  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    total++;
    byClass[Math.min(5, Math.floor(status / 100))]!++;
    let i = 0;
    while (ms > BUCKETS_MS[i]!) i++;
    buckets[i]!++;
    // A 503 from /readyz is an answer to a probe, not a failure worth a line.
    if (status >= 500 && !request.url.startsWith('/readyz')) {
      request.log.warn(
        { method: request.method, url: request.url, status, ms: Math.round(ms) },
        'request failed',
      );
    } else if (opts.sampleRate > 0 && Math.random() < opts.sampleRate) {
      request.log.info(
        { method: request.method, url: request.url, status, ms: Math.round(ms) },
        'request (sampled)',
      );
    }
    done();
  });

  const timer = setInterval(() => {
    if (total === 0) return;
    app.log.info(
      {
        requests: total,
        status: { '2xx': byClass[2], '3xx': byClass[3], '4xx': byClass[4], '5xx': byClass[5] },
        p50Ms: percentile(buckets, total, 0.5),
        p99Ms: percentile(buckets, total, 0.99),
      },
      'requests summary',
    );
    total = 0;
    byClass.fill(0);
    buckets.fill(0);
  }, opts.intervalMs);
  timer.unref();
  app.addHook('onClose', (_app, done) => {
    clearInterval(timer);
    done();
  });
}

/** Upper bound of the bucket holding quantile `q` (coarse, good enough for a log line). */
function percentile(buckets: number[], total: number, q: number): number | string {
  let seen = 0;
  for (let i = 0; i < buckets.length; i++) {
    seen += buckets[i]!;
    if (seen >= total * q) return BUCKETS_MS[i] === Infinity ? '>30000' : BUCKETS_MS[i]!;
  }
  return '>30000';
}
