import type { Browser } from 'playwright-core';
import {
  adminApi,
  createEvent,
  createOrganizer,
  launchBrowser,
  registeredStudent,
} from '../fixtures';
import type { TestUser } from '../fixtures';

// The setup most specs start with: a browser, the admin's API calls with a symposium started,
// the spec's own events and, where it has one, its organizer.

export interface SceneOptions {
  /** The symposium to start (and the events' symposium unless an event says otherwise). */
  symposiumName?: string;
  /** Each event's own fields over the fixtures' defaults; names must be unique to the spec. */
  events: ({ eventName: string } & Record<string, unknown>)[];
  organizer?: { name: string; email: string; password: string };
  /** Students signed up and registered for every event (free events only). */
  students?: Partial<TestUser>[];
}

export interface Scene {
  browser: Browser;
  call: Awaited<ReturnType<typeof adminApi>>;
  /** The created events' ids, in the order of `events`. */
  eventIds: number[];
  /** The signed-up students, in the order of `students`. */
  students: TestUser[];
  /** Each student's registration statuses, one per event. */
  statuses: number[][];
}

/** An organizer's name and login; `emailLocal` (before @e2e.local) must be unique to the spec. */
export function organizerAccount(name: string, emailLocal: string) {
  return { name, email: `${emailLocal}@e2e.local`, password: 'organizer-pass-1' };
}

export async function eventScene({
  symposiumName = 'Enigma',
  events,
  organizer,
  students = [],
}: SceneOptions): Promise<Scene> {
  const browser = await launchBrowser();
  const call = await adminApi(symposiumName);
  const eventIds: number[] = [];
  for (const event of events) eventIds.push(await createEvent(call, { symposiumName, ...event }));
  if (organizer) {
    await createOrganizer(call, organizer.name, {
      email: organizer.email,
      password: organizer.password,
    });
  }
  const registered = [];
  for (const student of students) registered.push(await registeredStudent(student, eventIds));
  return {
    browser,
    call,
    eventIds,
    students: registered.map((r) => r.student),
    statuses: registered.map((r) => r.statuses),
  };
}
