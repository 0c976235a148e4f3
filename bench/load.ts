import autocannon, { type Options } from 'autocannon';

/** One measured load: throughput, latency percentiles and failures. */
export interface LoadResult {
  requests: number;
  durationS: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The q-quantile (0..1) of ascending values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/**
 * Runs autocannon and computes exact percentiles from every response's latency (autocannon's own
 * histogram has no p95). Latencies of every status are recorded; failures are counted apart.
 */
export async function runLoad(options: Options): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({ timeout: 10, ...options });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const durationS = result.duration;
  return {
    requests: latencies.length,
    durationS: round(durationS, 2),
    reqPerSec: round(latencies.length / durationS, 0),
    p50Ms: round(quantile(latencies, 0.5), 2),
    p95Ms: round(quantile(latencies, 0.95), 2),
    p99Ms: round(quantile(latencies, 0.99), 2),
    maxMs: round(latencies.at(-1) ?? Number.NaN, 2),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
