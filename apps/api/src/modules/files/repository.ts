import crypto from 'node:crypto';
import type { Db } from '../../db/connection';

export async function insertFile(db: Db, file: { kind: string; contentType: string; bytes: Buffer }): Promise<number> {
  const sha256 = crypto.createHash('sha256').update(file.bytes).digest('hex');
  const row = await db
    .insertInto('files')
    .values({ kind: file.kind, content_type: file.contentType, size: file.bytes.length, sha256, bytes: file.bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findFile(db: Db, id: number) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteFile(db: Db, id: number) {
  await db.deleteFrom('files').where('id', '=', id).execute();
}
