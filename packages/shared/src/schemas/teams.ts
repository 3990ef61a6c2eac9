import { z } from 'zod';
import { canonicalCode } from '../codes';
import { SEATS_MSG } from '../messages-seats';
import { idField } from './fields';

// Teams (SPEC-2 §B): formed on the event's card, joined by a code, registered by the leader.

export const TEAM_STATUSES = ['forming', 'pending', 'verified'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];
export const TEAM_SIZE_MIN = 1;
export const TEAM_SIZE_MAX = 10;
export const DEFAULT_MIN_TEAM_SIZE = 1;
export const DEFAULT_MAX_TEAM_SIZE = 4;

/** Team names compare without regard to case or repeated spaces: 'Byte Me' is 'byte  me'. */
export function teamNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export const CreateTeamInputSchema = z.strictObject({
  teamName: z
    .string({ error: SEATS_MSG.teamName })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(2, { error: SEATS_MSG.teamName }).max(60, { error: SEATS_MSG.teamName })),
});
export type CreateTeamInput = z.input<typeof CreateTeamInputSchema>;

export const JoinTeamInputSchema = z.strictObject({
  code: z
    .string({ error: SEATS_MSG.teamCode })
    .max(64, { error: SEATS_MSG.unknownTeamCode })
    .transform(canonicalCode)
    .pipe(z.string().min(1, { error: SEATS_MSG.teamCode })),
});
export type JoinTeamInput = z.input<typeof JoinTeamInputSchema>;

export const TeamLeaderInputSchema = z.strictObject({ userId: idField });
export const TeamIdParamsSchema = z.object({ id: idField });
export const TeamMemberParamsSchema = z.object({ id: idField, userId: idField });

export const TeamMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  college: z.string(),
  isLeader: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  teamName: z.string(),
  /** The join code the leader shares (upper-case, Crockford alphabet). */
  code: z.string(),
  status: z.enum(TEAM_STATUSES),
  /** Leader first, then by the time they joined. */
  members: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;

/** GET /api/teams/mine: the caller's teams with the event they are for. */
export const MyTeamSchema = TeamSchema.extend({
  eventName: z.string(),
  symposiumName: z.string(),
  minTeamSize: z.number().int(),
  maxTeamSize: z.number().int(),
  registrationFees: z.number(),
  lastDateForRegistration: z.string(),
});
export type MyTeam = z.infer<typeof MyTeamSchema>;
export const MyTeamListSchema = z.array(MyTeamSchema);
