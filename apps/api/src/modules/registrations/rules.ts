import { isRegistrationOpen, MSG } from '@app/shared';
import { isHomeStudent } from '../../lib/home-college';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { TargetUser } from '../users/access';
import type { RegistrationEventRow } from './repository';

// The rules of SPEC §5 that decide whether a user may put an event in the cart,
// register for it or pay for it. The screens check the same; only these count.

/**
 * The event exists, its symposium is open, its deadline has not passed, and the user may see it.
 * `named`: one of several events being paid for at once (the cart's), so a passed deadline says which.
 */
export function assertOpenFor(
  event: RegistrationEventRow | undefined,
  user: Pick<TargetUser, 'college' | 'email'>,
  now: number = Date.now(),
  named = false,
): asserts event is RegistrationEventRow {
  if (!event) throw notFound(MSG.registrationEventNotFound);
  if (Number(event.is_open) !== 1) throw badRequest(MSG.symposiumNotOpen);
  if (!isRegistrationOpen({ lastDateForRegistration: event.last_date_for_registration }, now)) {
    throw badRequest(named ? MSG.registrationClosedFor(event.event_name) : MSG.registrationDeadlinePassed);
  }
  if (Number(event.open_to_non_mit) !== 1 && !isHomeStudent(user)) throw forbidden(MSG.openToMitOnly);
}

/** A live registration (pending or verified) blocks another; a rejected one may be taken up again. */
export function assertNotRegistered(registration: { status: string } | undefined) {
  if (!registration || registration.status === 'rejected') return;
  throw conflict(registration.status === 'verified' ? MSG.alreadyRegistered : MSG.paymentAwaitingVerification);
}
