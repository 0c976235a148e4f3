import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_TESTAMENT } from '@legado/contract';
import { WillPdfPool } from './will-pdf-pool.ts';

const input = {
  content: EXAMPLE_TESTAMENT,
  status: 'draft' as const,
  testamentId: 'id',
  contentSha256: 'hash',
};

describe('WillPdfPool', () => {
  it('renders in process when the worker cannot start, and says so', async () => {
    const fallback = vi.fn(async () => Buffer.from('%PDF-fallback'));
    const onWorkerFailure = vi.fn();
    const pool = new WillPdfPool({
      workerUrl: new URL('./no-such-worker.js', import.meta.url),
      fallback,
      onWorkerFailure,
    });
    expect((await pool.render(input)).toString()).toBe('%PDF-fallback');
    expect((await pool.render(input)).toString()).toBe('%PDF-fallback');
    expect(pool.mode).toBe('in-process');
    expect(fallback).toHaveBeenCalledTimes(2);
    expect(onWorkerFailure).toHaveBeenCalledTimes(1);
    await pool.close();
  });
});
