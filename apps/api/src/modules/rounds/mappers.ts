import { ROUND_STATUS, roundKey, type NotifyStatus, type RoundRegistrant } from '@app/shared';

interface RegistrantRow {
  id: number;
  user_id: number;
  full_name: string;
  email: string;
  team_id: number | null;
  team_name: string | null;
}

/** SPEC §3 Round registrant: round1 … roundN for the event's own number of rounds, -1 when undecided. */
export function toRoundRegistrant(row: RegistrantRow, results: Map<number, number> | undefined, rounds: number): RoundRegistrant {
  const out: RoundRegistrant = {
    id: row.id,
    userId: row.user_id,
    name: row.full_name,
    email: row.email,
    teamId: row.team_id,
    teamName: row.team_name,
  };
  for (let n = 1; n <= rounds; n += 1) out[roundKey(n)] = results?.get(n) ?? ROUND_STATUS.undecided;
  return out;
}

interface NoticeRow {
  id: number;
  created_at: string;
  eligible_count: number;
  ineligible_count: number;
}

/** 'sent' and 'logged' (no SMTP configured) both mean the mail has left the queue. */
export function toNotifyStatus(notice: NoticeRow | undefined, counts: { status: string; n: number }[]): NotifyStatus {
  if (!notice) return { notice: null };
  const sum = (...statuses: string[]) => counts.filter((c) => statuses.includes(c.status)).reduce((a, c) => a + c.n, 0);
  return {
    notice: {
      id: notice.id,
      createdAt: notice.created_at,
      queued: { eligible: notice.eligible_count, ineligible: notice.ineligible_count },
      total: notice.eligible_count + notice.ineligible_count,
      sent: sum('sent', 'logged'),
      pending: sum('pending', 'sending'),
      failed: sum('failed'),
    },
  };
}
