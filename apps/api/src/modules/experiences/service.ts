import {
  companyKey,
  MSG,
  type ExperienceInput,
  type UpdateExperienceStatusInput,
} from '@app/shared';
import type { Db } from '../../db/connection';
import { conflict, notFound } from '../../lib/http-error';
import type { UploadedFile } from '../../lib/uploads';
import { insertAudit } from '../audit-log/repository';
import { deleteFile, insertFile } from '../files/repository';
import { insertMail } from '../mail/repository';
import { toAdminExperience, toCompanies } from './mappers';
import * as repo from './repository';

type Actor = { id: number; email: string };
type Page = { limit: number; offset: number };
export type PublicFilter = { company?: string; type?: string; year?: number };

/** Stores a new experience as pending, with its PDF, in one transaction. */
export async function submitExperience(
  db: Db,
  input: ExperienceInput,
  pdf: UploadedFile,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const fileId = await insertFile(trx, {
      kind: 'experience-pdf',
      contentType: pdf.contentType,
      bytes: pdf.bytes,
    });
    return repo.insertExperience(trx, {
      name: input.name,
      email: input.email,
      company: input.company,
      company_key: companyKey(input.company),
      type: input.type,
      year_of_passing: input.year,
      linkedin: input.linkedin ?? null,
      pdf_file_id: fileId,
      status: 'pending',
      reviewed_by: null,
      reviewed_at: null,
    });
  });
}

export async function countPending(db: Db): Promise<number> {
  return repo.countExperiences(db, { status: 'pending' });
}

export async function placementIndex(db: Db, filter: Omit<PublicFilter, 'company'>) {
  const filtered = filter.type !== undefined || filter.year !== undefined;
  const [matching, all, years] = await Promise.all([
    repo.listCompanySpellings(db, { status: 'approved', type: filter.type, year: filter.year }),
    filtered ? repo.listCompanySpellings(db, { status: 'approved' }) : undefined,
    repo.listYears(db, 'approved'),
  ]);
  return { companies: toCompanies(matching, all ?? matching), years };
}

export async function listForReview(db: Db, status: 'pending' | 'approved', page: Page) {
  const [rows, total] = await Promise.all([
    repo.listForReview(db, status, page),
    repo.countExperiences(db, { status }),
  ]);
  return { items: rows.map(toAdminExperience), total };
}

/** The PDF of an approved experience for anyone; of any experience for staff. */
export async function experiencePdf(db: Db, id: number, isStaff: boolean) {
  const row = await repo.findExperiencePdf(db, id);
  // Pending and rejected experiences answer exactly like missing ones, so their ids leak nothing.
  if (!row || (row.status !== 'approved' && !isStaff)) throw notFound(MSG.experienceNotFound);
  return { bytes: Buffer.from(row.bytes), sha256: row.sha256, status: row.status };
}

/** pending → approved | rejected; audited, and the submitter is told by mail once it commits. */
export async function reviewExperience(
  db: Db,
  actor: Actor,
  input: UpdateExperienceStatusInput,
  publicUrl: string | undefined,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const exp = await repo.findExperience(trx, input.id);
    if (!exp) throw notFound(MSG.experienceNotFound);
    if (
      exp.status !== 'pending' ||
      !(await repo.updateStatus(trx, exp.id, 'pending', input.status, actor.id))
    ) {
      throw conflict(MSG.experienceAlreadyReviewed);
    }
    await insertAudit(trx, {
      actor,
      action: `experience.${input.status === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'experience',
      targetId: exp.id,
      before: { status: exp.status },
      after: { status: input.status },
    });
    await insertMail(trx, reviewMail(exp, input.status, publicUrl));
    return input.status === 'approved' ? MSG.experienceApproved : MSG.experienceRejected;
  });
}

function reviewMail(
  exp: { name: string; email: string; company: string; type: string },
  status: 'approved' | 'rejected',
  publicUrl: string | undefined,
) {
  const what = `your ${exp.type} experience at ${exp.company}`;
  if (status === 'approved') {
    const where = publicUrl
      ? ` on ${new URL('/placements', publicUrl).toString()}`
      : ' on the Placement Details page';
    return {
      to: exp.email,
      subject: 'Your placement experience is published',
      text:
        `Hello ${exp.name},\n\nThank you for sharing ${what}. It has been approved and juniors can now ` +
        `read it${where}.\n\nCSMIT\n`,
    };
  }
  return {
    to: exp.email,
    subject: 'About your placement experience',
    text:
      `Hello ${exp.name},\n\nThank you for sharing ${what}. After review it will not be published on the ` +
      `site. If you think this is a mistake, you are welcome to submit it again with changes.\n\nCSMIT\n`,
  };
}

/** Deletes a pending or approved experience and its PDF; audited. */
export async function removeExperience(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const exp = await repo.findExperience(trx, id);
    if (!exp) throw notFound(MSG.experienceNotFound);
    if (
      exp.status === 'rejected' ||
      !(await repo.deleteExperience(trx, id, ['pending', 'approved']))
    ) {
      throw conflict(MSG.experienceNotDeletable);
    }
    await deleteFile(trx, exp.pdf_file_id);
    await insertAudit(trx, {
      actor,
      action: 'experience.delete',
      targetType: 'experience',
      targetId: id,
      before: {
        name: exp.name,
        email: exp.email,
        company: exp.company,
        type: exp.type,
        yearOfPassing: exp.year_of_passing,
        status: exp.status,
      },
    });
  });
}
