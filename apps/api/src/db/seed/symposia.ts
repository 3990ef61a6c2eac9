import { SYMPOSIA } from '@app/shared';
import { nowIso, type Db } from '../connection';

/** The two symposia always exist; both start closed. */
export async function seedSymposia(db: Db): Promise<void> {
  for (const name of SYMPOSIA) {
    await db
      .insertInto('symposia')
      .values({ name, is_open: 0, start_date: null, updated_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}
