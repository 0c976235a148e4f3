import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnTo, rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('return-to', () => {
  it('gives back the remembered path once, then the fallback', () => {
    rememberReturnTo('/chat?id=123');
    expect(takeReturnTo('/continuar')).toBe('/chat?id=123');
    expect(takeReturnTo('/continuar')).toBe('/continuar');
  });

  it('forgets it after an hour, as the reset link expires', () => {
    vi.useFakeTimers();
    rememberReturnTo('/meus-testamentos');
    vi.advanceTimersByTime(60 * 60 * 1000 + 1);
    expect(takeReturnTo('/continuar')).toBe('/continuar');
  });

  it('never keeps another site', () => {
    for (const unsafe of ['https://mal.exemplo', '//mal.exemplo', '/\\mal.exemplo', '']) {
      rememberReturnTo(unsafe);
      expect(takeReturnTo('/continuar')).toBe('/continuar');
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });

  it('is forgotten on sign-out', () => {
    rememberReturnTo('/chat?id=123');
    forgetReturnTo();
    expect(takeReturnTo('/continuar')).toBe('/continuar');
  });
});
