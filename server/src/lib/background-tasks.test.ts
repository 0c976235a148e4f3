import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

describe('background tasks', () => {
  it('settles only when every task started has ended, failures included', async () => {
    const tasks = createBackgroundTasks();
    const ended: string[] = [];
    const errors: unknown[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    tasks.run(async () => {
      await gate;
      ended.push('slow');
    }, errors.push.bind(errors));
    tasks.run(async () => {
      throw new Error('smtp down');
    }, errors.push.bind(errors));
    let settled = false;
    const waiting = tasks.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(ended).toEqual(['slow']);
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('smtp down');
  });

  it('settles at once when nothing runs', async () => {
    await expect(createBackgroundTasks().settled()).resolves.toBeUndefined();
  });
});
