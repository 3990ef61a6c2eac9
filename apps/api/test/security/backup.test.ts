import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import {
  backupDatabase,
  backupName,
  restoreDatabase,
  type BackupTarget,
} from '../../src/cli/backup-lib';
import { insertAudit } from '../../src/modules/audit-log/repository';
import { insertFile } from '../../src/modules/files/repository';
import { DIALECTS, createTestApp, signupBody, type TestApp } from '../helpers/app';
import { currentSchema, snapshot } from './snapshot';

describe('backup file names', () => {
  it('are dated site-YYYYMMDD-HHMMSS in UTC', () => {
    expect(backupName(new Date('2025-03-04T05:06:07Z'))).toBe('site-20250304-050607.db');
    expect(backupName(new Date('2025-12-31T23:59:59Z'), 'dump')).toBe('site-20251231-235959.dump');
  });
});

describe.each(DIALECTS)('backup and restore on %s', (dialect) => {
  let t: TestApp;
  let target: BackupTarget;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-backup-'));
    const database: Config['database'] =
      dialect === 'sqlite'
        ? { kind: 'sqlite', file: t.handle.sqlite!.name }
        : { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 1 };
    target = { database, dataDir, schema: await currentSchema(t) };
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('brings back exactly the database as it was at backup time, files included, while the app runs', async () => {
    const alice = signupBody({ email: 'alice@example.com' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: alice })).statusCode,
    ).toBe(201);
    const screenshot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(5000, 7),
    ]);
    const fileId = await insertFile(t.db, {
      kind: 'screenshot',
      contentType: 'image/jpeg',
      bytes: screenshot,
    });
    await insertAudit(t.db, {
      actor: null,
      action: 'payment.verify',
      targetType: 'payment',
      targetId: 1,
      after: { verified: true },
    });
    const before = await snapshot(t);

    const file = await backupDatabase(target);
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    expect(path.basename(file)).toMatch(
      dialect === 'sqlite' ? /^site-\d{8}-\d{6}\.db$/ : /^site-\d{8}-\d{6}\.dump$/,
    );
    expect(fs.statSync(file).size).toBeGreaterThan(5000);

    // A bad day: a new account, a lost upload, a changed password, a wiped audit log.
    const bob = signupBody({ email: 'bob@example.com' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: bob })).statusCode,
    ).toBe(201);
    await t.db.deleteFrom('files').where('id', '=', fileId).execute();
    await t.db
      .updateTable('users')
      .set({ password_hash: 'x' })
      .where('email', '=', 'alice@example.com')
      .execute();
    await t.db.deleteFrom('audit_log').execute();
    expect(await snapshot(t)).not.toEqual(before);

    const { safetyCopy } = await restoreDatabase(target, file);
    expect(safetyCopy && fs.existsSync(safetyCopy)).toBe(true);
    expect(await snapshot(t)).toEqual(before);

    // The running app serves the restored data: Alice logs in again, Bob is gone.
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login('alice@example.com', alice.password as string)).statusCode).toBe(200);
    expect((await login('bob@example.com', bob.password as string)).statusCode).toBe(401);
    const row = await t.db
      .selectFrom('files')
      .select('bytes')
      .where('id', '=', fileId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.bytes).equals(screenshot)).toBe(true);
  });

  it('keeps the replaced database, so a restore of the wrong file can be undone', async () => {
    const first = await backupDatabase(target);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody({ email: 'carol@example.com' }),
    });
    const withCarol = await snapshot(t);
    const { safetyCopy } = await restoreDatabase(target, first);
    expect(JSON.stringify((await snapshot(t)).users)).not.toContain('carol@example.com');
    await restoreDatabase(target, safetyCopy!);
    expect(await snapshot(t)).toEqual(withCarol);
  });

  it('refuses a file that is not a backup and leaves the database alone', async () => {
    const before = await snapshot(t);
    const junk = path.join(dataDir, 'junk.db');
    fs.writeFileSync(junk, 'not a database at all, just text');
    await expect(restoreDatabase(target, junk)).rejects.toThrow(/not a/);
    await expect(restoreDatabase(target, path.join(dataDir, 'missing.db'))).rejects.toThrow(
      /No backup file/,
    );
    expect(await snapshot(t)).toEqual(before);
  });
});
