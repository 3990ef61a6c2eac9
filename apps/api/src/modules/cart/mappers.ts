import type { CartItem } from '@app/shared';
import { seatsLeft } from '../seats/repository';
import type { CartRow } from './repository';

export function toCartItem(row: CartRow): CartItem {
  return {
    cartId: row.id,
    eventId: row.event_id,
    eventDetails: {
      eventName: row.event_name,
      eventDescription: row.event_description,
      registrationFees: row.registration_fees,
      symposiumName: row.symposium_name,
      lastDateForRegistration: row.last_date_for_registration,
    },
    capacity: row.capacity,
    seatsLeft: seatsLeft(row),
    offeredUntil: row.offered_until ?? null,
  };
}
