import { Box, type BoxProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { arrive } from './scroll-memory';

/**
 * The `state` of a link to a page (the header's and the footer's): it opens that page at its top
 * and focuses its content even when it is the page shown already, as any move to a page does.
 */
export const PAGE_LINK = { pageLink: true } as const;

const isPageLink = (state: unknown) =>
  typeof state === 'object' && state !== null && 'pageLink' in state;

/** Whether the visit began with a reload, or with Back or Forward from another site. */
function visitReturned() {
  const entry = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** The page last shown (its path and section) and the history step that showed it. */
let shown: { pathname: string; hash: string; key: string } | null = null;

/**
 * The page's <main> (the skip link's target). After a move to another page it starts at its top
 * and takes focus, as a full page load would: a keyboard or screen-reader user starts at the new
 * page's content instead of on a link that is gone. A page that put focus inside itself keeps it.
 * Back, Forward and a reload come back to where the page was left (scroll-memory.ts); the first
 * page of a visit keeps the browser's own focus (the skip link is the first Tab stop).
 */
export function MainContent({ children, ...box }: BoxProps & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname, search, hash, key, state } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // The first step of every visit has the key 'default': with its address, a step of one visit
    // (a reload, Back from another site) is not taken for another's.
    const step = `${key} ${pathname}${search}`;
    const before = shown;
    shown = { pathname, hash, key };
    if (before?.key === key) return;
    // A section link (/#about) scrolls to its section: the page does that.
    if (hash) return arrive(step, { returning: false, top: false });
    if (!before) return arrive(step, { returning: visitReturned(), top: false });
    const back = navigationType === 'POP';
    const moved =
      pathname !== before.pathname || hash !== before.hash || (!back && isPageLink(state));
    arrive(step, { returning: back, top: moved });
    const main = ref.current;
    const active = document.activeElement;
    if (!moved || !main || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname, search, hash, key, state, navigationType]);
  return (
    <Box component="main" id="main" tabIndex={-1} ref={ref} {...box}>
      {children}
    </Box>
  );
}
