import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Row types of every table (DESIGN §4). Times are ISO-8601 UTC strings; flags are 0/1 integers,
// so one set of migrations serves SQLite and PostgreSQL alike.

type Id = Generated<number>;
type CreatedAt = ColumnType<string, string | undefined, never>;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string;
  role: 'student' | 'organizer' | 'volunteer' | 'admin';
  full_name: string;
  dob: string | null;
  mobile: string | null;
  college: string | null;
  department: string | null;
  year_of_passing: number | null;
  state: string | null;
  district: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token, so a leaked table cannot be replayed. */
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: string;
}

export interface PasswordResetsTable {
  id: Id;
  user_id: number;
  otp_hash: string;
  expires_at: string;
  attempts: number;
  verified_at: string | null;
  used_at: string | null;
  /** sha256 of the single-use token verify-otp gave the verifying browser. */
  reset_token_hash: string | null;
  created_at: CreatedAt;
}

export interface SymposiaTable {
  name: string;
  is_open: number;
  start_date: string | null;
  updated_at: string;
}

export interface TimerTable {
  id: number;
  end_time: string;
  updated_at: string;
}

export interface FilesTable {
  id: Id;
  kind: string;
  content_type: string;
  size: number;
  sha256: string;
  bytes: Buffer;
  created_at: CreatedAt;
}

export interface EventsTable {
  id: Id;
  symposium_name: string;
  event_name: string;
  event_category: string;
  event_description: string;
  number_of_rounds: number;
  team_or_individual: string;
  location: string;
  registration_fees: number;
  coordinator_name: string;
  coordinator_contact_no: string;
  coordinator_mail: string;
  last_date_for_registration: string;
  open_to_non_mit: number;
  registration_link: string | null;
  poster_file_id: number | null;
  poster_small_file_id: number | null;
  /** null: unlimited. For a team event it counts teams. */
  capacity: ColumnType<number | null, number | null | undefined, number | null>;
  /** Seats held by pending or verified registrations (a team's together hold one) and open offers. */
  seats_taken: Generated<number>;
  waitlist_offer_hours: Generated<number>;
  min_team_size: Generated<number>;
  max_team_size: Generated<number>;
  created_at: CreatedAt;
  updated_at: string;
}

export interface RoundsTable {
  id: Id;
  event_id: number;
  round_number: number;
  round_details: string;
  round_date_time: string | null;
}

export interface AccountsTable {
  id: Id;
  account_name: string;
  bank_name: string;
  account_number: string;
  ifsc_code: string;
  upi_id: string | null;
  qr_file_id: number | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface EventAccountsTable {
  event_id: number;
  account_id: number;
}

export interface CartItemsTable {
  id: Id;
  user_id: number;
  event_id: number;
  created_at: CreatedAt;
}

export interface PaymentsTable {
  id: Id;
  user_id: number;
  transaction_id: string;
  transaction_username: string;
  transaction_date: string | null;
  transaction_time: string | null;
  amount: number;
  mobile_number: string | null;
  screenshot_file_id: number | null;
  /** null pending, 1 verified, 0 rejected */
  verified: number | null;
  verified_by: number | null;
  verified_at: string | null;
  reason: string | null;
  created_at: CreatedAt;
  /** perceptual signature of the screenshot (see payments/screenshot-signature.ts), null until computed */
  screenshot_phash: Generated<string | null>;
  screenshot_thumb: Generated<Buffer | null>;
  /** 'transfer' reported by the student; 'cash' or 'upi' taken at the on-spot desk */
  method: ColumnType<'transfer' | 'cash' | 'upi', 'transfer' | 'cash' | 'upi' | undefined, never>;
  /** the transfer's reference number (referenceNumberOf), UNIQUE: one payment claims a transfer; null for cash and vague IDs */
  reference_key: string | null;
}

export interface PaymentEventsTable {
  payment_id: number;
  event_id: number;
  /** The event's fee when the payment was made (its share of a cart payment). */
  fee: Generated<number>;
  /** The payment that took up this event's rejected registration (the student paid again): this one is replaced. */
  paid_again_by: Generated<number | null>;
}

export interface RegistrationsTable {
  id: Id;
  user_id: number;
  event_id: number;
  payment_id: number | null;
  status: 'pending' | 'verified' | 'rejected';
  /** set for every member's registration of a team event */
  team_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: string;
}

export interface RoundResultsTable {
  registration_id: number;
  round_number: number;
  /** -1 undecided, 0 not eligible, 1 eligible */
  status: number;
  updated_by: number | null;
  updated_at: string;
}

export interface ExperiencesTable {
  id: Id;
  name: string;
  email: string;
  company: string;
  /** lower-cased, trimmed company, so 'Zoho', 'zoho ' and 'ZOHO' list as one */
  company_key: string;
  type: string;
  year_of_passing: number;
  linkedin: string | null;
  pdf_file_id: number;
  status: 'pending' | 'approved' | 'rejected';
  reviewed_by: number | null;
  reviewed_at: string | null;
  created_at: CreatedAt;
}

export interface OutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  /** extra headers as a JSON object (List-Unsubscribe), or null */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  /** pending → sending → sent | logged (no SMTP configured) | failed (gave up) */
  status: 'pending' | 'sending' | 'sent' | 'logged' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: string | null;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before_json: string | null;
  after_json: string | null;
  at: string;
}

export interface RoundNoticesTable {
  id: Id;
  event_id: number;
  round_number: number;
  eligible_count: number;
  ineligible_count: number;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface RoundNoticeMailsTable {
  notice_id: number;
  outbox_id: number;
  recipient_group: 'eligible' | 'ineligible';
}

export interface TeamsTable {
  id: Id;
  event_id: number;
  team_name: string;
  /** lower-cased with spaces collapsed: names are unique per event by this key */
  name_key: string;
  /** the join code the leader shares; replaced when the leader asks for a new one */
  code: string;
  leader_id: number;
  created_at: CreatedAt;
  updated_at: string;
}

export interface TeamMembersTable {
  team_id: number;
  user_id: number;
  event_id: number;
  joined_at: string;
}

export interface WaitlistEntriesTable {
  id: Id;
  event_id: number;
  /** the student waiting; for a team event, the leader queueing for the team */
  user_id: number;
  team_id: number | null;
  status: 'waiting' | 'offered' | 'claimed' | 'declined' | 'expired' | 'left';
  offered_at: string | null;
  offered_until: string | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface PassesTable {
  id: Id;
  user_id: number;
  symposium_name: string;
  /** CSPRNG, URL-safe, at least 16 characters */
  code: string;
  created_at: CreatedAt;
}

export interface CheckInsTable {
  registration_id: number;
  event_id: number;
  /** the earliest time the server has been told of */
  checked_in_at: string;
  checked_in_by: number | null;
  created_at: CreatedAt;
}

/** The first answer to each scan, unique per (created_by, scan_id): a scan id is its sender's own. */
export interface CheckInScansTable {
  scan_id: string;
  event_id: number;
  /** the pass code the scan was sent with; null for scans stored before migration 0260 */
  pass_code: string | null;
  response_json: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface WinnersTable {
  id: Id;
  event_id: number;
  /** 1 first, 2 second, 3 third (`position` in the API) */
  place: number;
  user_id: number | null;
  team_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface EventCoordinatorsTable {
  event_id: number;
  user_id: number;
  created_at: CreatedAt;
}

export interface JobsTable {
  id: Id;
  /** what to run; periodic tasks are named 'every:<name>' and have one row each */
  kind: string;
  payload_json: Generated<string>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  run_at: string;
  lease_until: string | null;
  attempts: Generated<number>;
  progress: Generated<number>;
  total: Generated<number>;
  result_json: string | null;
  last_error: string | null;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: string;
}

export interface CertificatesTable {
  id: Id;
  code: string;
  kind: 'participation' | 'merit';
  /** 1–3 for merit ('position' in the API) */
  place: number | null;
  registration_id: number | null;
  event_id: number | null;
  user_id: number | null;
  name: string;
  college: string;
  event_name: string;
  symposium_name: string;
  year: number;
  issued_at: string;
  issued_by: number | null;
  job_id: number | null;
  mailed_at: string | null;
  revoked_at: string | null;
  revoked_by: number | null;
  created_at: CreatedAt;
}

export interface CertificateSettingsTable {
  id: number;
  society_name: string;
  society_tagline: string;
  logo_file_id: number | null;
  signatory1_name: string;
  signatory1_title: string;
  signatory1_file_id: number | null;
  signatory2_name: string;
  signatory2_title: string;
  signatory2_file_id: number | null;
  updated_by: number | null;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface SiteContentItemsTable {
  id: Id;
  section: string;
  position: number;
  fields_json: string;
  image_key: string | null;
  image_json: string | null;
  is_placeholder: number;
  archive_year: number | null;
  created_at: CreatedAt;
  updated_at: Generated<string>;
}

export interface SiteContentVersionTable {
  id: number;
  version: number;
}

export interface AnnouncementsTable {
  id: Id;
  event_id: number;
  subject: string;
  message: string;
  audience: 'verified' | 'pending' | 'checked-in' | 'not-checked-in' | 'waitlist' | 'round';
  round_number: number | null;
  is_test: Generated<number>;
  /** null for test sends; otherwise unique per event */
  dedupe_key: string | null;
  recipients: Generated<number>;
  job_id: number | null;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface AnnouncementRecipientsTable {
  announcement_id: number;
  user_id: number;
  /** set when the mail is queued; the row's key keeps one mail per person */
  outbox_id: number | null;
}

export interface StatementLinesTable {
  id: Id;
  checksum: string;
  txn_date: string | null;
  description: string;
  reference: string | null;
  search_text: string;
  amount_paise: number;
  imported_by: number | null;
  imported_at: CreatedAt;
  /** the payment this line verified (UNIQUE) */
  payment_id: number | null;
}

export interface PaymentScreenshotDuplicatesTable {
  payment_id: number;
  duplicate_of: number;
  distance: number;
}

export interface NotifyMeSubscribersTable {
  id: Id;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string | null;
  /** raised when a mailed or unsubscribed address asks again: one mail per subscription */
  subscription: Generated<number>;
  confirmed_at: string | null;
  created_at: CreatedAt;
  updated_at: Generated<string>;
}

export interface NotifyMeOpeningsTable {
  id: Id;
  opening_key: string;
  created_at: CreatedAt;
}

export interface NotifyMeMailsTable {
  subscriber_id: number;
  subscription: number;
  opening_id: number;
  outbox_id: number | null;
}

export interface CalendarLinksTable {
  user_id: number;
  /** sha256 of the private link's token: the token itself is shown once and never stored. */
  token_hash: string;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  symposia: SymposiaTable;
  timer: TimerTable;
  files: FilesTable;
  events: EventsTable;
  rounds: RoundsTable;
  accounts: AccountsTable;
  event_accounts: EventAccountsTable;
  cart_items: CartItemsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  registrations: RegistrationsTable;
  round_results: RoundResultsTable;
  round_notices: RoundNoticesTable;
  round_notice_mails: RoundNoticeMailsTable;
  experiences: ExperiencesTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  site_content_items: SiteContentItemsTable;
  site_content_version: SiteContentVersionTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  waitlist_entries: WaitlistEntriesTable;
  passes: PassesTable;
  check_ins: CheckInsTable;
  check_in_scans: CheckInScansTable;
  winners: WinnersTable;
  event_coordinators: EventCoordinatorsTable;
  jobs: JobsTable;
  certificates: CertificatesTable;
  certificate_settings: CertificateSettingsTable;
  announcements: AnnouncementsTable;
  announcement_recipients: AnnouncementRecipientsTable;
  statement_lines: StatementLinesTable;
  payment_screenshot_duplicates: PaymentScreenshotDuplicatesTable;
  notify_me_subscribers: NotifyMeSubscribersTable;
  notify_me_openings: NotifyMeOpeningsTable;
  notify_me_mails: NotifyMeMailsTable;
  calendar_links: CalendarLinksTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
