import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      evidenceAnchorFile: path.resolve('./data/evidence-anchors.jsonl'),
      databaseUrl: undefined,
      masterKey: undefined,
      logLevel: 'info',
      trustProxy: false,
      seedDemoData: true,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_MASTER_KEY: 'too-short' }, 'APP_MASTER_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ POPUP_FROM: 'tomorrow' }, 'POPUP_FROM'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
  ])('refuses %o with one line naming the variable', (env, name) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`Invalid ${name}:`)).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('accepts a PostgreSQL URL and a 32-byte key', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const c = loadConfig({
      DATABASE_URL: 'postgresql://u@h:5432/db',
      APP_MASTER_KEY: key,
      TRUST_PROXY: '127.0.0.1',
    });
    expect(c).toMatchObject({
      databaseUrl: 'postgresql://u@h:5432/db',
      masterKey: key,
      trustProxy: '127.0.0.1',
    });
  });

  it("trusts X-Forwarded-For only from the proxies' addresses, never plainly or by count", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16');
    expect(loadConfig({ TRUST_PROXY: 'loopback,::1' }).trustProxy).toBe('loopback,::1');
    for (const bad of ['true', 'yes', 'proxy.example', '1', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Invalid TRUST_PROXY:/);
    }
  });
});
