// Where the window stood at each step of the history, so that Back, Forward and a reload come back
// to the same place. The browser's own return comes too early and too slowly for this site: it
// happens as the step changes, before the page is drawn again, so a list whose data is fetched
// anew (after some minutes on another page, or on a reload) is still its loader then, the window
// is cut to that short page and the list shows from its top; and html's `scroll-behavior: smooth`
// turns it into a glide of a second or more from the top, which the first touch stops short.
// Here each step's place is kept (in sessionStorage, so a reload keeps it too) and set at once,
// as soon as the page is long enough to show it again.

/** A step's place: how far down the window was, and how long the page was then. */
interface Place {
  y: number;
  height: number;
}

const STORAGE_KEY = 'scroll-places';
/** Steps remembered; the oldest are forgotten first. */
const KEPT = 100;
/** How long a return waits for the page to be drawn as long as it was. */
const WAIT_MS = 10_000;

const places = new Map<string, Place>(stored());
/** The history step whose place the window's scrolling updates. */
let current: string | null = null;
/** Ends the return under way, if any: a touch, a key or the next step ends it. */
let stopReturn: (() => void) | null = null;
let following = false;

function stored(): [string, Place][] {
  try {
    return Object.entries(
      JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, Place>,
    );
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(places)));
  } catch {
    // Storage blocked or full: Back still returns within this visit, a reload starts at the top.
  }
}

const page = () => document.documentElement;

/** Keeps the current step's place (not while a return is still setting it). */
function note() {
  if (current === null || stopReturn) return;
  places.delete(current);
  places.set(current, { y: window.scrollY, height: page().scrollHeight });
  if (places.size > KEPT) places.delete(places.keys().next().value!);
}

function follow() {
  if (following) return;
  following = true;
  history.scrollRestoration = 'manual';
  window.addEventListener('scroll', note, { passive: true });
  window.addEventListener('pagehide', store);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') store();
  });
  // The person scrolling, tapping or typing ends a return still waiting for the page.
  for (const type of ['wheel', 'touchstart', 'pointerdown', 'keydown'])
    window.addEventListener(type, () => stopReturn?.(), { capture: true, passive: true });
}

/** Scrolls to `place` once the page reaches it, and again as it grows until it is as long as it was. */
function returnTo(place: Place) {
  const settle = () => {
    if (page().scrollHeight - page().clientHeight >= place.y)
      window.scrollTo({ top: place.y, behavior: 'instant' });
    // As long as when it was left: drawn as it was, so the place shows what it showed then.
    if (page().scrollHeight >= place.height) stop();
  };
  const grown = new ResizeObserver(settle);
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    grown.disconnect();
    clearTimeout(timer);
    stopReturn = null;
    note();
  };
  stopReturn = stop;
  grown.observe(document.body);
  settle();
}

/**
 * Sets the window for the history step `step` just reached, then keeps its place as it scrolls:
 * back to where the step was left (`returning`: Back, Forward, a reload), else the page's top
 * (`top`: a new page) or where the window is (a dialog's step, a tab of the same page).
 */
export function arrive(step: string, { returning, top }: { returning: boolean; top: boolean }) {
  follow();
  // A return still under way ends without keeping a place: the window shows the new page now.
  current = null;
  stopReturn?.();
  current = step;
  const place = returning ? places.get(step) : undefined;
  if (place) return returnTo(place);
  if (top) window.scrollTo({ top: 0, behavior: 'instant' });
  note();
}
