import type {
  Account,
  AssignmentList,
  Certificate,
  PutWinnersInput,
  Winner,
  WinnerCandidates,
  Announcement,
  AnnouncementInput,
  AnnouncementQueued,
  AddToCartInput,
  AddToCartResponse,
  Attendance,
  AuditPage,
  CartItem,
  CheckInInput,
  CheckInPaymentPending,
  CheckInResult,
  Coordinator,
  CreateEventInput,
  Event,
  EventDeletePreview,
  LoginResponse,
  EventRegistrationRow,
  EventSaveResponse,
  JoinWaitlistResponse,
  MarkEligibilityInput,
  MarkEligibilityResponse,
  MessageResponse,
  MyEvents,
  MyPass,
  MyTeam,
  MyWaitlistEntry,
  NotifyMeInput,
  NotifyRoundInput,
  NotifyRoundResponse,
  NotifyStatus,
  PassView,
  PastTeam,
  PaymentList,
  PlacementIndex,
  PublicExperience,
  Roster,
  RoundRegistrant,
  ScheduleSlot,
  SessionUser,
  SignupInput,
  SiteContent,
  SiteItem,
  SiteItemInput,
  Stats,
  StartSymposiumInput,
  SymposiumActionResponse,
  SymposiumStatus,
  Timer,
  UserRegistrationsResponse,
  VerificationInput,
  ReconcileResult,
  VerifyBulkInput,
  VerifyBulkQueued,
  VerifyBulkResult,
  WaitlistEntry,
} from '@app/shared';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { FreeRegistrationResult } from '../../src/features/cart/api/register-free';
import type { JobStatus } from '../../src/features/payments/api/get-job';

// One stand-in for the API in every component test. Each route's answer (and, where the test reads
// it, the request body) is typed from the shared schemas the server validates with, so a changed
// API shape fails the tests that depend on it at type-check time.

/** Route → [request body, answer]. Paths are relative to /api, with msw's `:param` syntax. */
export interface ApiRoutes {
  'GET /auth/me': [never, { user: SessionUser }];
  'POST /auth/login': [{ email: string; password: string }, LoginResponse];
  'POST /auth/signup': [SignupInput, MessageResponse];
  'POST /auth/send-otp': [{ email: string }, MessageResponse];
  'POST /auth/verify-otp': [{ email: string; otp: string }, MessageResponse];
  'POST /auth/reset-password': [{ email: string; newPassword: string; confirmPassword: string }, MessageResponse];
  'GET /events': [never, Event[]];
  'GET /events/:id': [never, Event];
  'POST /events': [CreateEventInput, EventSaveResponse];
  'GET /symposium/status': [never, SymposiumStatus[]];
  'POST /symposium/start': [StartSymposiumInput, SymposiumActionResponse];
  'GET /timer/timer': [never, Timer];
  'GET /cart/:userId': [never, CartItem[]];
  'POST /cart': [AddToCartInput, AddToCartResponse];
  'DELETE /cart/:cartId': [{ userEmail: string }, MessageResponse];
  'POST /registrations': [FormData, MessageResponse];
  'POST /registrations/simple': [{ userId: number; eventId: number }, FreeRegistrationResult];
  'GET /registrations/by-email/:email': [never, { eventIds: number[] }];
  'GET /registrations/check-transaction/:id': [never, { exists: boolean }];
  'GET /registrations/user/:userId': [never, UserRegistrationsResponse];
  'GET /registrations/event/:eventId': [never, EventRegistrationRow[]];
  'GET /registrations/all': [never, PaymentList];
  'DELETE /registrations/:id': [never, MessageResponse];
  'GET /events/:id/waitlist': [never, WaitlistEntry[]];
  'POST /events/:id/waitlist': [never, JoinWaitlistResponse];
  'GET /waitlist/mine': [never, MyWaitlistEntry[]];
  'GET /teams/mine': [never, MyTeam[]];
  'GET /admin/accounts/event/:eventId': [never, Account[]];
  'GET /admin/audit-log': [never, AuditPage];
  'GET /admin/stats': [never, Stats];
  'POST /events/:id/announcements': [AnnouncementInput, AnnouncementQueued];
  'GET /events/:id/announcements': [never, Announcement[]];
  'GET /events/:id/coordinators': [never, Coordinator[]];
  'GET /events/:id/delete-preview': [never, EventDeletePreview];
  'DELETE /events/:id': [{ symposiumName?: string }, MessageResponse];
  'GET /coordinators/assignments': [never, AssignmentList];
  'DELETE /organizers/:id': [never, MessageResponse];
  'GET /me/events': [never, MyEvents];
  'GET /announcements/:id': [never, Announcement];
  'GET /placements/companies': [never, PlacementIndex];
  'GET /placements/experiences': [never, PublicExperience[]];
  'POST /placements/submit-experience': [FormData, MessageResponse];
  'GET /events/:eventId/registrations': [never, RoundRegistrant[]];
  'POST /events/:eventId/rounds/:roundNumber/eligible': [Omit<MarkEligibilityInput, 'eventId' | 'roundNumber'>, MarkEligibilityResponse];
  'GET /events/:eventId/rounds/:roundNumber/notify-status': [never, NotifyStatus];
  'POST /events/:eventId/rounds/:roundNumber/notify': [Omit<NotifyRoundInput, 'eventId' | 'roundNumber'>, NotifyRoundResponse];
  'GET /certificates/:code': [never, Certificate];
  'GET /events/:eventId/winners': [never, Winner[]];
  'GET /events/:eventId/winner-candidates': [never, WinnerCandidates];
  'PUT /events/:eventId/winners': [PutWinnersInput, Winner[]];
  'GET /site-content': [never, SiteContent];
  'GET /site-content/years/:year': [never, PastTeam];
  'GET /admin/site-content': [never, SiteItem[]];
  'PUT /admin/site-content/items/:id': [SiteItemInput, { message: string; item: SiteItem }];
  'POST /payments/reconcile': [FormData, ReconcileResult];
  'POST /payments/verify-bulk': [VerifyBulkInput, VerifyBulkResult | VerifyBulkQueued];
  'GET /jobs/:id': [never, JobStatus<VerifyBulkResult>];
  'POST /notify-me': [NotifyMeInput, MessageResponse];
  'POST /notify-me/confirm': [{ token: string }, MessageResponse];
  'POST /notify-me/unsubscribe': [Record<string, never>, MessageResponse];
  'GET /schedule': [never, ScheduleSlot[]];
  'GET /passes/mine': [never, MyPass[]];
  'GET /passes/:passCode': [never, PassView];
  'GET /events/:id/check-in-roster': [never, Roster];
  'GET /events/:id/attendance': [never, Attendance];
  'POST /check-in': [CheckInInput, CheckInResult | CheckInPaymentPending];
  'DELETE /check-in/:registrationId': [never, MessageResponse];
  'POST /verification': [VerificationInput, MessageResponse];
}

type Route = keyof ApiRoutes;
type Body<R extends Route> = ApiRoutes[R][0];
type Answer<R extends Route> = ApiRoutes[R][1];

/** A refused or failed call: the API's `{ message }` with its status. */
class Failure {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}
export const fail = (status: number, message: string) => new Failure(status, message);

/** An answer with a status other than 200 (e.g. 201 Created). */
class WithStatus<T> {
  constructor(
    readonly status: number,
    readonly body: T,
  ) {}
}
export const withStatus = <T>(status: number, body: T) => new WithStatus(status, body);

/** The server could not be reached (fetch rejects, as it does offline). */
class Offline {}
export const offline = () => new Offline();

export interface Call<R extends Route> {
  params: Record<string, string>;
  url: URL;
  body: Body<R>;
}

type Resolver<R extends Route> = (
  call: Call<R>,
) => Outcome<R> | Promise<Outcome<R>>;
/** What a route may answer: its typed body, a failure, a body with a status, or no connection. */
export type Outcome<R extends Route> = Answer<R> | Failure | WithStatus<Answer<R>> | Offline;

/** The handler for one route; its answer must have the route's type. */
export function route<R extends Route>(key: R, resolve: Resolver<R>) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const verb = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[method];
  return verb(`*/api${path}`, async ({ request, params }) => {
    const type = request.headers.get('content-type') ?? '';
    const body = (
      method === 'GET' ? undefined : type.includes('multipart/form-data') ? await request.formData() : await request.json().catch(() => undefined)
    ) as Body<R>;
    const out = await resolve({ params: params as Record<string, string>, url: new URL(request.url), body });
    if (out instanceof Offline) return HttpResponse.error();
    if (out instanceof Failure) return HttpResponse.json({ message: out.message }, { status: out.status });
    if (out instanceof WithStatus) return HttpResponse.json(out.body as JsonBodyType, { status: out.status });
    return HttpResponse.json(out as JsonBodyType);
  });
}

/** The session answer: the given user, or 401 for a visitor. */
export const signedIn = (user: SessionUser | null) =>
  route('GET /auth/me', () => (user ? { user } : fail(401, 'You need to be logged in.')));

/** The server every component test talks to (started in setup.ts); tests add routes with `server.use`. */
export const server = setupServer();
