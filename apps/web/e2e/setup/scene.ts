import type { Browser } from 'playwright-core';
import { adminApi, createEvent, createOrganizer, launchBrowser } from '../fixtures';

// The setup most specs start with: a browser, the admin's API calls with a symposium started,
// the spec's own events and, where it has one, its organizer.

export interface SceneOptions {
  /** The symposium to start (and the events' symposium unless an event says otherwise). */
  symposiumName?: string;
  /** Each event's own fields over the fixtures' defaults; names must be unique to the spec. */
  events: ({ eventName: string } & Record<string, unknown>)[];
  organizer?: { name: string; email: string; password: string };
}

export interface Scene {
  browser: Browser;
  call: Awaited<ReturnType<typeof adminApi>>;
  /** The created events' ids, in the order of `events`. */
  eventIds: number[];
}

export async function eventScene({
  symposiumName = 'Enigma',
  events,
  organizer,
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
  return { browser, call, eventIds };
}
