import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('starts with defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.analytics).toBeUndefined();
  });

  it('names every bad key in one message', () => {
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'production',
        GOOGLE_CLIENT_ID: 'only-id',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      for (const key of ['PORT', 'DATABASE_URL', 'BETTER_AUTH_SECRET', 'GOOGLE_CLIENT_SECRET']) {
        expect(message).toContain(key);
      }
    }
  });

  it('derives PUBLIC_URL from PORT and turns empty strings into unset values', () => {
    const config = loadConfig({ PORT: '4100', SMTP_URL: '', ANALYTICS_SCRIPT_URL: ' ' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.analytics).toBeUndefined();
  });
});
