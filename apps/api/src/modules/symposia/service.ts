import { SYMPOSIA, type SymposiumName, type SymposiumStatus } from '@app/shared';
import type { Db } from '../../db/connection';
import { notFound } from '../../lib/http-error';
import { insertAudit } from '../audit-log/repository';
import { recordOpening } from '../notify-me/service';
import { toSymposiumStatus } from './mappers';
import * as repo from './repository';

type Actor = { id: number; email: string };

/** Both symposia in the order of SYMPOSIA (Enigma, Carteblanche). */
export async function listStatus(db: Db): Promise<SymposiumStatus[]> {
  const rows = await repo.listSymposia(db);
  const byName = new Map(rows.map((r) => [r.name, r]));
  return SYMPOSIA.flatMap((name) => {
    const row = byName.get(name);
    return row ? [toSymposiumStatus(row)] : [];
  });
}

async function setOpen(db: Db, actor: Actor, name: SymposiumName, open: boolean, startDate?: string) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findSymposium(trx, name);
    if (!before) throw notFound(`${name} does not exist.`);
    await repo.updateSymposium(trx, name, open ? { is_open: 1, start_date: startDate ?? null } : { is_open: 0 });
    // Registration opens: those who asked on the site are told (once each, whatever repeats).
    if (open && before.is_open !== 1) await recordOpening(trx, `symposium:${name}:${startDate ?? ''}`, name);
    const after = (await repo.findSymposium(trx, name))!;
    await insertAudit(trx, {
      actor,
      action: open ? 'symposium.start' : 'symposium.stop',
      targetType: 'symposium',
      targetId: name,
      before: toSymposiumStatus(before),
      after: toSymposiumStatus(after),
    });
    return toSymposiumStatus(after);
  });
}

export const startSymposium = (db: Db, actor: Actor, name: SymposiumName, startDate: string) =>
  setOpen(db, actor, name, true, startDate);

export const stopSymposium = (db: Db, actor: Actor, name: SymposiumName) => setOpen(db, actor, name, false);
