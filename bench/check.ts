import fs from 'node:fs';
import { sql } from 'kysely';
import { openBenchDatabase, parseArgs } from './db';

// After the rush: compares what the server answered with what the database holds.
// - every accepted call (201) is stored exactly once, with the right state;
// - every refused call left nothing behind;
// - no (user, event) registration and no transaction ID exists twice;
// - exactly one payment carries the transaction ID the 50 attempts shared.
// Usage: tsx bench/check.ts --db <file|url> --outcome <outcome.json> --out <result.json>

export interface RushOutcome {
  reusedTxn: string;
  students: {
    id: number;
    paidId: number;
    freeId: number;
    txn: string;
    cart: number;
    free: number;
    payment: number;
  }[];
  reuse: { id: number; paidId: number; status: number }[];
}

export interface CheckResult {
  accepted: number;
  stored: number;
  missing: string[];
  leftovers: string[];
  duplicates: number;
  reusedPayments: number;
  reuseAccepted: number;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const outcome = JSON.parse(fs.readFileSync(args.outcome!, 'utf8')) as RushOutcome;
  const handle = await openBenchDatabase(args.db!, false);
  const db = handle.db;
  try {
    const userIds = [...outcome.students.map((s) => s.id), ...outcome.reuse.map((r) => r.id)];
    const regs = await db
      .selectFrom('registrations')
      .select(['user_id', 'event_id', 'status', 'payment_id'])
      .where('user_id', 'in', userIds)
      .execute();
    const regOf = new Map<string, typeof regs>();
    for (const r of regs) {
      const k = `${r.user_id}:${r.event_id}`;
      regOf.set(k, [...(regOf.get(k) ?? []), r]);
    }
    const txns = [...outcome.students.map((s) => s.txn), outcome.reusedTxn];
    const payments = await db
      .selectFrom('payments')
      .select(['id', 'user_id', 'transaction_id'])
      .where('transaction_id', 'in', txns)
      .execute();
    const paymentsOf = new Map<string, typeof payments>();
    for (const p of payments)
      paymentsOf.set(p.transaction_id, [...(paymentsOf.get(p.transaction_id) ?? []), p]);
    const links = payments.length
      ? await db
          .selectFrom('payment_events')
          .select(['payment_id', 'event_id'])
          .where(
            'payment_id',
            'in',
            payments.map((p) => p.id),
          )
          .execute()
      : [];
    const linked = new Set(links.map((l) => `${l.payment_id}:${l.event_id}`));
    const cart = new Set(
      (
        await db
          .selectFrom('cart_items')
          .select(['user_id', 'event_id'])
          .where('user_id', 'in', userIds)
          .execute()
      ).map((c) => `${c.user_id}:${c.event_id}`),
    );

    const result: CheckResult = {
      accepted: 0,
      stored: 0,
      missing: [],
      leftovers: [],
      duplicates: 0,
      reusedPayments: 0,
      reuseAccepted: 0,
    };
    const ok = (status: number) => status >= 200 && status < 300;
    // Status 0: the client gave up waiting (timeout) or lost the connection. The call may still
    // have been committed, so it is neither required nor forbidden in the database; the bench
    // counts it as unanswered.
    const refused = (status: number) => status !== 0 && !ok(status);
    const accepted = (stored: boolean, what: string) => {
      result.accepted += 1;
      if (stored) result.stored += 1;
      else result.missing.push(what);
    };

    for (const s of outcome.students) {
      const free = regOf.get(`${s.id}:${s.freeId}`) ?? [];
      const paid = regOf.get(`${s.id}:${s.paidId}`) ?? [];
      const pays = paymentsOf.get(s.txn) ?? [];
      if (ok(s.free))
        accepted(
          free.length === 1 && free[0]!.status === 'verified' && free[0]!.payment_id === null,
          `free ${s.id}:${s.freeId}`,
        );
      else if (refused(s.free) && free.length > 0)
        result.leftovers.push(`free ${s.id}:${s.freeId} refused but stored`);
      const p = pays[0];
      const paymentStored =
        pays.length === 1 &&
        p!.user_id === s.id &&
        linked.has(`${p!.id}:${s.paidId}`) &&
        paid.length === 1 &&
        paid[0]!.status === 'pending' &&
        paid[0]!.payment_id === p!.id &&
        !cart.has(`${s.id}:${s.paidId}`);
      if (ok(s.payment)) accepted(paymentStored, `payment ${s.txn}`);
      else if (refused(s.payment) && (pays.length > 0 || paid.length > 0))
        result.leftovers.push(`payment ${s.txn} refused but stored`);
      // A cart line stays until its payment is made; the payment then takes it out.
      if (ok(s.cart))
        accepted(
          ok(s.payment) ? paymentStored : cart.has(`${s.id}:${s.paidId}`),
          `cart ${s.id}:${s.paidId}`,
        );
    }

    const reused = paymentsOf.get(outcome.reusedTxn) ?? [];
    result.reusedPayments = reused.length;
    for (const r of outcome.reuse) {
      const paid = regOf.get(`${r.id}:${r.paidId}`) ?? [];
      if (ok(r.status)) {
        result.reuseAccepted += 1;
        accepted(
          reused.length === 1 &&
            reused[0]!.user_id === r.id &&
            paid.length === 1 &&
            paid[0]!.payment_id === reused[0]!.id,
          `reused payment by ${r.id}`,
        );
      } else if (refused(r.status) && paid.length > 0) {
        result.leftovers.push(`reused payment by ${r.id} refused but registered`);
      }
    }

    // Over the whole database, not only the bench's students.
    const dupRegs = await db
      .selectFrom('registrations')
      .select(['user_id', 'event_id', sql<number>`count(*)`.as('n')])
      .groupBy(['user_id', 'event_id'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    const dupTxns = await db
      .selectFrom('payments')
      .select(['transaction_id', sql<number>`count(*)`.as('n')])
      .groupBy('transaction_id')
      .having(sql`count(*)`, '>', 1)
      .execute();
    result.duplicates = dupRegs.length + dupTxns.length;
    fs.writeFileSync(args.out!, JSON.stringify(result));
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
