import {
  MSG_CERTIFICATE_REVOKED,
  PLACE_NAMES,
  type Certificate,
  type CertificateImageSlot,
  type CertificateKind,
  type CertificateSettings,
  type CertificateSettingsInput,
  type CertificateSummary,
  type IssueCertificatesResponse,
} from '@app/shared';
import sharp from 'sharp';
import { nowIso, type Db } from '../../db/connection';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { findFile, insertFile } from '../files/repository';
import { insertJob } from '../jobs/repository';
import { insertMail } from '../mail/repository';
import { holdEvent } from '../winners/repository';
import { canonicalCode, newCertificateCode } from './codes';
import { certificateIssuedMail } from './mails';
import { renderCertificatePdf, type CertificateDocument } from './pdf';
import * as repo from './repository';

type Actor = { id: number; email: string };

export const CERTIFICATE_JOB = 'certificates.issue';
export const MSG_EVENT_NOT_FOUND = 'Event not found.';
export const MSG_ALREADY_REVOKED = 'This certificate is already revoked.';
/** The same answer for every unknown code: it tells nothing about which codes exist. */
export const MSG_UNKNOWN_CERTIFICATE = 'No certificate has this code.';

type CertificateRow = Awaited<ReturnType<typeof repo.findCertificateByCode>> & {};

/** Why issuing merit certificates revoked one, for the audit log. */
const winnersChangedReason = (place: number | null | undefined) =>
  `Winners changed: ${place ? `now ${PLACE_NAMES[place]} place` : 'no longer a winner'}.`;

/** The certificate as the API gives it; `societyName` is the issuer its PDF prints. */
export function toCertificate(r: CertificateRow, societyName: string): Certificate {
  return {
    code: r.code,
    name: r.name,
    college: r.college,
    eventName: r.event_name,
    symposiumName: r.symposium_name,
    kind: r.kind,
    position: r.place,
    issuedAt: r.issued_at,
    status: r.revoked_at ? 'revoked' : 'valid',
    ...(r.revoked_at ? { message: MSG_CERTIFICATE_REVOKED } : {}),
    societyName,
  };
}

/** The society's name from the certificate settings: the issuer every PDF prints. */
const societyNameOf = async (db: Db) => (await repo.findSettings(db)).society_name;

export const verifyUrl = (site: string, code: string) => `${site}/verify/${code}`;
export const pdfUrl = (site: string, code: string) => `${site}/api/certificates/${code}/pdf`;

/** Everyone eligible for this kind at the event, one entry per registration (the best place). */
async function listEligible(db: Db, eventId: number, kind: CertificateKind) {
  if (kind === 'participation')
    return (await repo.listParticipants(db, eventId)).map((r) => ({
      ...r,
      place: null as number | null,
    }));
  const best = new Map<number, Awaited<ReturnType<typeof repo.listWinningRegistrations>>[number]>();
  for (const r of await repo.listWinningRegistrations(db, eventId)) {
    const seen = best.get(r.registration_id);
    if (!seen || r.place < seen.place) best.set(r.registration_id, r);
  }
  return [...best.values()].sort(
    (a, b) => a.place - b.place || a.registration_id - b.registration_id,
  );
}

type Placed = { registration_id: number; place: number | null };

/** Valid merit certificates whose holder is no longer a winner or now holds another place. */
function outdatedMerit<C extends { registration_id: number | null; place: number | null }>(
  valid: C[],
  winners: Placed[],
): C[] {
  const placeOf = new Map(winners.map((w) => [w.registration_id, w.place]));
  return valid.filter(
    (c) => c.registration_id === null || placeOf.get(c.registration_id) !== c.place,
  );
}

/** Revokes one certificate and writes its audit row; false when it was already revoked. */
async function revokeAudited(
  trx: Db,
  actor: Actor,
  row: CertificateRow,
  societyName: string,
  reason?: string,
): Promise<boolean> {
  if (!(await repo.revokeCertificate(trx, row.id, actor.id))) return false;
  await insertAudit(trx, {
    actor,
    action: 'certificates.revoke',
    targetType: 'certificate',
    targetId: row.code,
    before: toCertificate(row, societyName),
    after: { status: 'revoked', ...(reason ? { reason } : {}) },
  });
  return true;
}

/** Revokes each certificate, audited with its reason; returns how many were still valid. */
async function revokeEach(
  trx: Db,
  actor: Actor,
  rows: CertificateRow[],
  reasonOf: (row: CertificateRow) => string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const societyName = await societyNameOf(trx);
  let revoked = 0;
  for (const row of rows) {
    if (await revokeAudited(trx, actor, row, societyName, reasonOf(row))) revoked += 1;
  }
  return revoked;
}

/** Revokes the outdated merit certificates, each audited with its reason; returns how many. */
async function revokeOutdatedMerit(
  trx: Db,
  actor: Actor,
  outdated: CertificateRow[],
  winners: Placed[],
): Promise<number> {
  return revokeEach(trx, actor, outdated, (row) =>
    winnersChangedReason(winners.find((w) => w.registration_id === row.registration_id)?.place),
  );
}

/**
 * These people stopped being verified registrants of the event (a cancellation, a rejected
 * payment, a removal from a team): their valid certificates for it, participation and merit, are
 * revoked in the caller's transaction, each audited with `reason`. Returns how many.
 */
export async function revokeCertificatesOfRegistrants(
  trx: Db,
  actor: Actor,
  eventId: number,
  userIds: number[],
  reason: string,
): Promise<number> {
  const rows = await repo.listValidCertificatesOfUsers(trx, eventId, userIds);
  return revokeEach(trx, actor, rows, () => reason);
}

/**
 * Issues the missing certificates of one kind at an event in one transaction (name and college
 * copied now) and queues the batch that mails them; the request returns before any mail is made.
 * For merit it first brings the certificates in line with the winners: one whose holder is no
 * longer a winner, or now holds another place, is revoked, and the right one issued. With `lock`
 * (PostgreSQL) the event's row is held first, as winners changes and ended registrations hold it,
 * and who is eligible is read only then: a payment rejected or a registration cancelled at the
 * same moment either ends before (its registrant is left out) or after (and revokes what this
 * issued).
 */
export async function issueCertificates(
  db: Db,
  actor: Actor,
  eventId: number,
  kind: CertificateKind,
  { site, lock }: { site: string; lock: boolean },
): Promise<IssueCertificatesResponse> {
  return db.transaction().execute(async (trx) => {
    await holdEvent(trx, eventId, lock);
    const event = await repo.findEvent(trx, eventId);
    if (!event) throw notFound(MSG_EVENT_NOT_FOUND);
    const eligible = await listEligible(trx, eventId, kind);
    const valid = await repo.listValidCertificates(trx, eventId, kind);
    const outdated = kind === 'merit' ? outdatedMerit(valid, eligible) : [];
    const revoked = await revokeOutdatedMerit(trx, actor, outdated, eligible);
    const certified = new Set(
      valid.filter((c) => !outdated.includes(c)).map((c) => c.registration_id),
    );
    const missing = eligible.filter((r) => !certified.has(r.registration_id));
    if (missing.length === 0) {
      const result = { issued: 0, skipped: eligible.length, revoked, jobId: null };
      if (revoked > 0) await auditIssue(trx, actor, eventId, kind, result);
      return result;
    }
    const jobId = await insertJob(trx, {
      kind: CERTIFICATE_JOB,
      payload: { eventId, kind, site },
      total: missing.length,
      createdBy: actor.id,
    });
    const year = event.start_date
      ? new Date(event.start_date).getUTCFullYear()
      : new Date().getUTCFullYear();
    const issued = await repo.insertCertificates(
      trx,
      missing.map((r) => ({
        code: newCertificateCode(),
        kind,
        place: r.place,
        registrationId: r.registration_id,
        eventId,
        userId: r.user_id,
        name: r.full_name,
        college: r.college ?? '',
        eventName: event.event_name,
        symposiumName: event.symposium_name,
        year,
        issuedBy: actor.id,
        jobId,
      })),
    );
    const result = { issued, skipped: eligible.length - issued, revoked, jobId };
    await auditIssue(trx, actor, eventId, kind, result);
    return result;
  });
}

async function auditIssue(
  trx: Db,
  actor: Actor,
  eventId: number,
  kind: CertificateKind,
  result: IssueCertificatesResponse,
) {
  await insertAudit(trx, {
    actor,
    action: 'certificates.issue',
    targetType: 'event',
    targetId: eventId,
    after: { kind, ...result },
  });
}

/** The batch: one mail per new certificate, each queued with its mark in one transaction. */
export async function mailBatch(
  db: Db,
  job: { id: number; payload: unknown; progress(done: number, total?: number): Promise<void> },
): Promise<{ mailed: number }> {
  const { site } = job.payload as { site: string };
  const { total, mailed: already } = await repo.countOfJob(db, job.id);
  let done = already;
  await job.progress(done, total);
  for (;;) {
    const rows = await repo.listUnmailed(db, job.id, 50);
    if (rows.length === 0) break;
    await db.transaction().execute(async (trx) => {
      for (const r of rows) {
        if (!(await repo.markMailed(trx, r.id))) continue;
        await insertMail(
          trx,
          certificateIssuedMail({
            to: r.email,
            name: r.name,
            kind: r.kind,
            place: r.place,
            eventName: r.event_name,
            symposiumName: r.symposium_name,
            verifyUrl: verifyUrl(site, r.code),
            pdfUrl: pdfUrl(site, r.code),
          }),
        );
        done += 1;
      }
    });
    await job.progress(done, total);
  }
  return { mailed: done };
}

export async function findCertificate(db: Db, code: string): Promise<Certificate> {
  const row = await repo.findCertificateByCode(db, canonicalCode(code));
  if (!row) throw notFound(MSG_UNKNOWN_CERTIFICATE);
  return toCertificate(row, await societyNameOf(db));
}

export async function listMyCertificates(db: Db, userId: number): Promise<Certificate[]> {
  const [rows, societyName] = await Promise.all([
    repo.listCertificatesOfUser(db, userId),
    societyNameOf(db),
  ]);
  return rows.map((r) => toCertificate(r, societyName));
}

export async function revokeCertificate(db: Db, actor: Actor, code: string): Promise<Certificate> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findCertificateByCode(trx, canonicalCode(code));
    if (!row) throw notFound(MSG_UNKNOWN_CERTIFICATE);
    const societyName = await societyNameOf(trx);
    if (!(await revokeAudited(trx, actor, row, societyName))) throw conflict(MSG_ALREADY_REVOKED);
    return toCertificate({ ...row, revoked_at: nowIso() }, societyName);
  });
}

export async function certificateSummary(db: Db, eventId: number): Promise<CertificateSummary> {
  const event = await repo.findEvent(db, eventId);
  if (!event) throw notFound(MSG_EVENT_NOT_FOUND);
  const [participants, merit, winners, rows, lastJobId, societyName] = await Promise.all([
    listEligible(db, eventId, 'participation'),
    listEligible(db, eventId, 'merit'),
    repo.countWinners(db, eventId),
    repo.listCertificatesOfEvent(db, eventId),
    repo.findLastJobOfEvent(db, eventId),
    societyNameOf(db),
  ]);
  const valid = rows.filter((r) => !r.revoked_at);
  const validMerit = valid.filter((r) => r.kind === 'merit');
  return {
    eventId,
    eventName: event.event_name,
    eligible: { participation: participants.length, merit: merit.length },
    issued: {
      participation: valid.filter((r) => r.kind === 'participation').length,
      merit: validMerit.length,
    },
    revoked: rows.length - valid.length,
    winners,
    outdatedMerit: outdatedMerit(validMerit, merit).length,
    lastJobId,
    certificates: rows.map((r) => ({
      ...toCertificate(r, societyName),
      email: r.email,
      revokedAt: r.revoked_at,
      mailed: !!r.mailed_at,
    })),
  };
}

export async function getSettings(db: Db): Promise<CertificateSettings> {
  const s = await repo.findSettings(db);
  return {
    societyName: s.society_name,
    societyTagline: s.society_tagline,
    logoFileId: s.logo_file_id,
    signatories: [
      { name: s.signatory1_name, title: s.signatory1_title, signatureFileId: s.signatory1_file_id },
      { name: s.signatory2_name, title: s.signatory2_title, signatureFileId: s.signatory2_file_id },
    ],
    updatedAt: s.updated_at,
  };
}

export async function updateSettings(
  db: Db,
  actor: Actor,
  input: CertificateSettingsInput,
): Promise<CertificateSettings> {
  await db.transaction().execute(async (trx) => {
    const before = await getSettings(trx);
    await repo.updateSettings(
      trx,
      {
        society_name: input.societyName,
        society_tagline: input.societyTagline,
        signatory1_name: input.signatories[0].name,
        signatory1_title: input.signatories[0].title,
        signatory2_name: input.signatories[1].name,
        signatory2_title: input.signatories[1].title,
      },
      actor.id,
    );
    await insertAudit(trx, {
      actor,
      action: 'certificates.settings',
      targetType: 'certificate_settings',
      targetId: 1,
      before,
      after: input,
    });
  });
  return getSettings(db);
}

const SLOT_COLUMN = {
  logo: 'logo_file_id',
  signature1: 'signatory1_file_id',
  signature2: 'signatory2_file_id',
} as const;

/** Stores a logo or signature as a PNG trimmed of its margins (pdfkit draws PNG and JPEG only). */
export async function setImage(
  db: Db,
  actor: Actor,
  slot: CertificateImageSlot,
  file: UploadedFile | undefined,
) {
  if (!file) throw badRequest('Please choose an image (PNG, JPEG or WebP).');
  let png: Buffer;
  try {
    png = await sharp(file.bytes)
      .trim()
      .resize({ width: 800, height: 400, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw badRequest('The image could not be read. Please upload a PNG, JPEG or WebP file.');
  }
  await db.transaction().execute(async (trx) => {
    const before = await repo.findSettings(trx);
    const fileId = await insertFile(trx, {
      kind: `certificate-${slot}`,
      contentType: 'image/png',
      bytes: png,
    });
    await repo.updateSettings(trx, { [SLOT_COLUMN[slot]]: fileId }, actor.id);
    await insertAudit(trx, {
      actor,
      action: 'certificates.image',
      targetType: 'certificate_settings',
      targetId: 1,
      before: { [slot]: before[SLOT_COLUMN[slot]] },
      after: { [slot]: fileId },
    });
  });
  return getSettings(db);
}

/** The current logo or signature image, for the settings page. */
export async function findImage(db: Db, slot: CertificateImageSlot) {
  const s = await repo.findSettings(db);
  const id = s[SLOT_COLUMN[slot]];
  const file = id === null ? undefined : await findFile(db, id);
  if (!file) throw notFound('No image is set.');
  return file;
}

async function imageBytes(db: Db, id: number | null): Promise<Buffer | null> {
  if (id === null) return null;
  return (await findFile(db, id))?.bytes ?? null;
}

async function documentBase(db: Db) {
  const s = await repo.findSettings(db);
  const [logo, sig1, sig2] = await Promise.all([
    imageBytes(db, s.logo_file_id),
    imageBytes(db, s.signatory1_file_id),
    imageBytes(db, s.signatory2_file_id),
  ]);
  return {
    societyName: s.society_name,
    societyTagline: s.society_tagline,
    logo,
    signatories: [
      { name: s.signatory1_name, title: s.signatory1_title, signature: sig1 },
      { name: s.signatory2_name, title: s.signatory2_title, signature: sig2 },
    ] as CertificateDocument['signatories'],
  };
}

/** The certificate's PDF, with the signatories and logo of the current settings. */
export async function certificatePdf(
  db: Db,
  code: string,
  site: string,
): Promise<{ code: string; pdf: Buffer }> {
  const row = await repo.findCertificateByCode(db, canonicalCode(code));
  if (!row) throw notFound(MSG_UNKNOWN_CERTIFICATE);
  const pdf = await renderCertificatePdf({
    ...(await documentBase(db)),
    code: row.code,
    kind: row.kind,
    position: row.place,
    name: row.name,
    college: row.college,
    eventName: row.event_name,
    symposiumName: row.symposium_name,
    year: row.year,
    issuedAt: row.issued_at,
    verifyUrl: verifyUrl(site, row.code),
    revoked: !!row.revoked_at,
  });
  return { code: row.code, pdf };
}

/** A sample certificate with the current settings, so the admin sees them before issuing. */
export async function previewPdf(db: Db, site: string): Promise<Buffer> {
  return renderCertificatePdf({
    ...(await documentBase(db)),
    code: 'SAMPLE000000',
    kind: 'merit',
    position: 1,
    name: 'Śrīnivāsa Rāmānujan',
    college: 'Madras Institute of Technology, Chennai',
    eventName: 'Code Relay',
    symposiumName: 'Carteblanche',
    year: new Date().getUTCFullYear(),
    issuedAt: nowIso(),
    verifyUrl: verifyUrl(site, 'SAMPLE000000'),
    revoked: false,
  });
}
