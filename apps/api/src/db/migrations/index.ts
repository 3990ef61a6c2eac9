import * as m0001 from './0001-initial';
import * as m0006 from './0006-rounds';
import * as m0010 from './0010-symposium-core';
import * as m0011 from './0011-canonical-transaction-ids';
import * as m0160 from './0160-seat-counts';
import * as m0170 from './0170-payment-method';
import * as m0180 from './0180-certificates';
import * as m0190 from './0190-reconciliation';
import * as m0210 from './0210-reach';
import * as m0220 from './0220-site-content';
import * as m0230 from './0230-calendar';
import * as m0240 from './0240-notify';
import * as m0250 from './0250-payment-reference';
import * as m0260 from './0260-check-in-scans-per-staff';
import * as m0270 from './0270-reference-digit-groups';
import * as m0280 from './0280-payment-event-fees';
import * as m0290 from './0290-close-payments-paying-for-nothing';
import * as m0300 from './0300-payment-events-paid-again';
import type { Migration } from './types';
import * as m0200 from './0200-volunteer-role';

// Every migration, in order. A feature that needs a schema change adds a file and a line here.
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
  '0006-rounds': m0006,
  '0010-symposium-core': m0010,
  '0011-canonical-transaction-ids': m0011,
  '0160-seat-counts': m0160,
  '0170-payment-method': m0170,
  '0180-certificates': m0180,
  '0190-reconciliation': m0190,
  '0200-volunteer-role': m0200,
  '0210-reach': m0210,
  '0220-site-content': m0220,
  '0230-calendar': m0230,
  '0240-notify': m0240,
  '0250-payment-reference': m0250,
  '0260-check-in-scans-per-staff': m0260,
  '0270-reference-digit-groups': m0270,
  '0280-payment-event-fees': m0280,
  '0290-close-payments-paying-for-nothing': m0290,
  '0300-payment-events-paid-again': m0300,
};
