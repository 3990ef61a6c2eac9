import crypto from 'node:crypto';
import {
  SECTIONS_WITH_IMAGE,
  SITE_MSG,
  SITE_SECTION_MAX,
  SiteFieldsSchemas,
  type SiteItem,
  type SiteItemInput,
  type SiteSection,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { assertImageDimensions, parseFields, type UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { deleteFile, insertFile } from '../files/repository';
import { encodeSiteImage, type IMAGE_SIZES } from './images';
import { parseStoredImage, toSiteItem, type StoredImage } from './mappers';
import * as repo from './repository';

// Rules of the site content. Every change is one transaction that writes its audit row and bumps
// the version row (so every API process reloads its cached copy).

type Actor = { id: number; email: string };

const audit = (trx: Db, actor: Actor, action: string, targetId: number | string, before?: unknown, after?: unknown) =>
  insertAudit(trx, { actor, action: `site-content.${action}`, targetType: 'site_content', targetId, before, after });

const sectionFields = (section: SiteSection, fields: Record<string, string>) =>
  parseFields(SiteFieldsSchemas[section], fields) as Record<string, string>;

async function currentItem(db: Db, id: number) {
  const row = await repo.findItem(db, id);
  if (!row || row.archive_year != null) throw notFound(SITE_MSG.itemNotFound);
  return row;
}

/** Audit snapshots: the fields and marks, with the picture named by its files rather than URLs. */
const auditShape = (item: SiteItem) => ({
  section: item.section,
  fields: item.fields,
  isPlaceholder: item.isPlaceholder,
  imageKey: item.imageKey,
  image: item.image ? item.image.srcset.map(([w]) => w) : null,
});

export async function listForAdmin(db: Db): Promise<SiteItem[]> {
  return (await repo.listCurrentItems(db)).map(toSiteItem);
}

export async function createItem(db: Db, actor: Actor, section: SiteSection, input: SiteItemInput): Promise<SiteItem> {
  const fields = sectionFields(section, input.fields);
  return db.transaction().execute(async (trx) => {
    const ids = await repo.listSectionIds(trx, section);
    if (ids.length >= SITE_SECTION_MAX[section]) throw conflict(SITE_MSG.sectionFull(SITE_SECTION_MAX[section]));
    const id = await repo.insertItem(trx, {
      section,
      position: await repo.nextPosition(trx, section),
      fieldsJson: JSON.stringify(fields),
      isPlaceholder: input.isPlaceholder ?? false,
    });
    const item = toSiteItem((await repo.findItem(trx, id))!);
    await audit(trx, actor, 'create', id, undefined, auditShape(item));
    await repo.bumpVersion(trx);
    return item;
  });
}

export async function updateItem(db: Db, actor: Actor, id: number, input: SiteItemInput): Promise<SiteItem> {
  return db.transaction().execute(async (trx) => {
    const row = await currentItem(trx, id);
    const fields = sectionFields(row.section as SiteSection, input.fields);
    const before = toSiteItem(row);
    await repo.updateItemFields(trx, id, JSON.stringify(fields), input.isPlaceholder ?? false);
    const item = toSiteItem((await repo.findItem(trx, id))!);
    await audit(trx, actor, 'update', id, auditShape(before), auditShape(item));
    await repo.bumpVersion(trx);
    return item;
  });
}

async function deleteImageFiles(trx: Db, stored: StoredImage | null) {
  for (const v of stored?.variants ?? []) await deleteFile(trx, v.fileId);
}

export async function deleteItem(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await currentItem(trx, id);
    await repo.deleteItem(trx, id);
    await deleteImageFiles(trx, parseStoredImage(row.image_json));
    // Close the gap so positions stay 0..n-1.
    const ids = await repo.listSectionIds(trx, row.section);
    for (const [position, other] of ids.entries()) await repo.setPosition(trx, other, position);
    await audit(trx, actor, 'delete', id, auditShape(toSiteItem(row)));
    await repo.bumpVersion(trx);
  });
}

export async function reorder(db: Db, actor: Actor, section: SiteSection, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.listSectionIds(trx, section);
    const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
    if (!same) throw conflict(SITE_MSG.orderMismatch);
    for (const [position, id] of ids.entries()) await repo.setPosition(trx, id, position);
    await audit(trx, actor, 'reorder', section, { ids: current }, { ids });
    await repo.bumpVersion(trx);
  });
}

export async function uploadImage(db: Db, actor: Actor, id: number, file: UploadedFile | undefined): Promise<SiteItem> {
  if (!file) throw badRequest(SITE_MSG.imageRequired);
  const existing = await currentItem(db, id);
  const section = existing.section as SiteSection;
  if (!SECTIONS_WITH_IMAGE.includes(section)) throw badRequest(SITE_MSG.noImageHere);
  await assertImageDimensions(file, SITE_MSG.imageUnreadable);
  // Encoding is slow: done before the transaction, which only stores the result.
  const encoded = await encodeSiteImage(section as keyof typeof IMAGE_SIZES, file.bytes);
  return db.transaction().execute(async (trx) => {
    const row = await currentItem(trx, id);
    const variants: StoredImage['variants'] = [];
    for (const v of encoded.variants) {
      const fileId = await insertFile(trx, { kind: 'site-content', contentType: 'image/webp', bytes: v.bytes });
      variants.push({ width: v.width, fileId, sha256: crypto.createHash('sha256').update(v.bytes).digest('hex') });
    }
    const stored: StoredImage = { width: encoded.width, height: encoded.height, color: encoded.color, variants };
    await repo.setItemImage(trx, id, JSON.stringify(stored));
    await deleteImageFiles(trx, parseStoredImage(row.image_json));
    const item = toSiteItem((await repo.findItem(trx, id))!);
    await audit(trx, actor, 'image', id, auditShape(toSiteItem(row)), {
      ...auditShape(item),
      uploadedType: file.type,
      uploadedBytes: file.bytes.length,
    });
    await repo.bumpVersion(trx);
    return item;
  });
}

/** 'Start a new year': this year's office bearers move to the archive; the list starts empty. */
export async function startNewYear(db: Db, actor: Actor, year: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await repo.yearIsArchived(trx, year)) throw conflict(SITE_MSG.yearTaken(year));
    const moved = await repo.archiveOfficeBearers(trx, year);
    if (moved === 0) throw badRequest(SITE_MSG.nothingToArchive);
    await audit(trx, actor, 'new-year', year, undefined, { year, archived: moved });
    await repo.bumpVersion(trx);
    return moved;
  });
}

