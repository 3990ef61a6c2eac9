import type { Kysely } from 'kysely';

// What a migration is given. Migrations keep their own types rather than importing app code:
// they are frozen, while the app's types move on with the schema.

/**
 * The database as a migration sees it. Its schema is whatever the migrations before it made,
 * which no fixed type describes, so it is the one untyped Kysely (as kysely advises for
 * migrations); the table builders it hands out are typed all the same.
 */
export type MigrationDb = Kysely<any>;

export type MigrationDialect = 'sqlite' | 'postgres';

export interface Migration {
  up(db: MigrationDb, dialect: MigrationDialect): Promise<void>;
}
