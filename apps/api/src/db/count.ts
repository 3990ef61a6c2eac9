import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './database';

/** How many rows a query (a FROM with its joins and WHERE, nothing selected yet) finds. */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
