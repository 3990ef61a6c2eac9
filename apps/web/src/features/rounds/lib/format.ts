import { SITE_TIME_ZONE } from '@app/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE });

/** Round dates and send times in the society's own time zone. */
export const formatRoundDate = (iso: string) => dateTime.format(new Date(iso));
