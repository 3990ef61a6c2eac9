import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMail } from '../../src/modules/mail/repository';
import { createTestApp, DIALECTS, type TestApp } from '../helpers/app';

// Several API processes work one outbox: a mail another process is sending (its lease still
// running) is left alone; one whose process died mid-send (lease run out) is sent again.

describe.each(DIALECTS)('outbox leases (%s)', (dialect) => {
  let t: TestApp;
  const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const queue = (to: string, status: 'pending' | 'sending', nextAttemptAt: string) =>
    t.db
      .insertInto('outbox')
      .values({
        to_address: to,
        subject: 's',
        text: 't',
        html: null,
        status,
        attempts: 0,
        next_attempt_at: nextAttemptAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('leaves a mail being sent by another process alone and takes over one whose lease ran out', async () => {
    const live = await queue('live@lease.local', 'sending', at(10 * 60_000));
    const dead = await queue('dead@lease.local', 'sending', at(-1000));
    await t.app.mail.flush();
    expect(await statusOf(live.id)).toBe('sending');
    expect(await statusOf(dead.id)).toBe('logged');
  });

  it('lets exactly one of two processes claim a pending mail', async () => {
    const row = await queue('once@lease.local', 'pending', at(-1000));
    const claims = await Promise.all([
      claimMail(t.db, row.id, at(60_000)),
      claimMail(t.db, row.id, at(60_000)),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimMail(t.db, row.id, at(60_000))).toBe(false);
  });
});
