import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('uses the documented defaults: port 3000, SQLite in ./data', () => {
    const c = loadConfig({} as NodeJS.ProcessEnv);
    expect(c.port).toBe(3000);
    expect(c.database).toMatchObject({ kind: 'sqlite' });
    expect(c.database.kind === 'sqlite' && c.database.file.endsWith('data/site.db')).toBe(true);
    expect(c.seedDemo).toBe(true);
  });

  it('switches to PostgreSQL for a postgres:// DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db', DB_POOL_SIZE: '4' } as unknown as NodeJS.ProcessEnv);
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db', poolSize: 4 });
  });

  it('names every bad variable in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SMTP_URL: 'mail.example.com', LOG_LEVEL: 'loud' } as unknown as NodeJS.ProcessEnv);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(/PORT/);
    expect(text).toMatch(/SMTP_URL: must start with smtp:\/\//);
    expect(text).toMatch(/LOG_LEVEL/);
  });

  it('refuses to send real mail in production without PUBLIC_URL, whose links would follow the Host header', () => {
    const live = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' };
    expect(() => loadConfig(live as unknown as NodeJS.ProcessEnv)).toThrow(
      /PUBLIC_URL: is required in production when SMTP_URL is set/,
    );
    expect(loadConfig({ ...live, PUBLIC_URL: 'https://csmit.example.org' } as unknown as NodeJS.ProcessEnv).publicUrl).toBe(
      'https://csmit.example.org',
    );
    // Without SMTP the mails are only logged, and in development the Host is the developer's own.
    expect(() => loadConfig({ NODE_ENV: 'production' } as unknown as NodeJS.ProcessEnv)).not.toThrow();
    expect(() => loadConfig({ SMTP_URL: 'smtp://localhost:2525' } as unknown as NodeJS.ProcessEnv)).not.toThrow();
  });

  it('sizes the auth limits for a campus behind one address, and reads each from the environment', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv)).toMatchObject({
      authRateLimitPerMinute: 20,
      authRateLimitPerIpPerMinute: 1000,
      otpRateLimitPerIpPerMinute: 60,
      loginMaxConsecutiveFailures: 10,
      loginMaxDailyFailuresPerIp: 2000,
    });
    const env = {
      AUTH_RATE_LIMIT_PER_MINUTE: '5',
      AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '300',
      OTP_RATE_LIMIT_PER_IP_PER_MINUTE: '30',
      LOGIN_MAX_CONSECUTIVE_FAILURES: '8',
      LOGIN_MAX_DAILY_FAILURES_PER_IP: '5000',
    };
    expect(loadConfig(env as unknown as NodeJS.ProcessEnv)).toMatchObject({
      authRateLimitPerMinute: 5,
      authRateLimitPerIpPerMinute: 300,
      otpRateLimitPerIpPerMinute: 30,
      loginMaxConsecutiveFailures: 8,
      loginMaxDailyFailuresPerIp: 5000,
    });
    expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_IP_PER_MINUTE: '0' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /AUTH_RATE_LIMIT_PER_IP_PER_MINUTE/,
    );
  });

  it('reads WEB_CONCURRENCY as a number of API processes, "auto" as one per core, 1 by default', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).processes).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' } as unknown as NodeJS.ProcessEnv).processes).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' } as unknown as NodeJS.ProcessEnv).processes).toBe(os.availableParallelism());
    expect(() => loadConfig({ WEB_CONCURRENCY: 'many' } as unknown as NodeJS.ProcessEnv)).toThrow(
      /WEB_CONCURRENCY: must be a number of API processes from 1 to 64, or "auto"/,
    );
  });
});
