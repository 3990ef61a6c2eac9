import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/app';

// Behind a proxy the client's address comes from X-Forwarded-For, which the client can also write.
// Only the entries our own proxies added may count, or every per-IP limit is one header away.

const env = (TRUST_PROXY: string) => ({ NODE_ENV: 'test', TRUST_PROXY }) as unknown as NodeJS.ProcessEnv;

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses, and refuses "true", which would believe any client', () => {
    expect(loadConfig(env('1')).trustProxy).toBe(1);
    expect(loadConfig(env('')).trustProxy).toBe(false);
    expect(loadConfig(env('false')).trustProxy).toBe(false);
    expect(loadConfig(env('10.0.0.2, 192.168.0.0/16, ::1')).trustProxy).toEqual(['10.0.0.2', '192.168.0.0/16', '::1']);
    expect(() => loadConfig(env('true'))).toThrow(/TRUST_PROXY: must be a hop count/);
    expect(() => loadConfig(env('nginx'))).toThrow(/TRUST_PROXY/);
  });
});

describe.each([
  ['one reverse proxy, TRUST_PROXY=1', '1'],
  ['the proxy by address, TRUST_PROXY=127.0.0.1', '127.0.0.1'],
])('a forged X-Forwarded-For gains nothing behind %s', (_name, value) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { trustProxy: loadConfig(env(value)).trustProxy as Config['trustProxy'], authRateLimitPerIpPerMinute: 3 });
  });
  afterAll(async () => t?.close());

  // The proxy (127.0.0.1, inject's address) appends the address it saw: 203.0.113.7. Whatever the
  // client wrote before it changes every time.
  const login = (i: number, client = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `10.${i}.${i}.${i}, 198.51.100.${i}, ${client}` },
      payload: { email: `someone${i}@example.com`, password: 'wrong-password' },
    });

  it('counts the per-IP login limit against the address the proxy saw', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 5; i++) codes.push((await login(i)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    // Another real client behind the same proxy is not affected.
    expect((await login(9, '203.0.113.8')).statusCode).toBe(401);
  });
});
