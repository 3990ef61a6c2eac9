import { Box, type BoxProps } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// The first page of a visit keeps the browser's own focus (the skip link is the first Tab stop).
let firstPage = true;

/**
 * The page's <main> (the skip link's target). After a move to another page it starts at its top
 * and takes focus, as a full page load would: a keyboard or screen-reader user starts at the new
 * page's content instead of on a link that is gone. A page that put focus inside itself keeps it.
 * Back and Forward keep the browser's own return to where the page was left.
 */
export function MainContent({ children, ...box }: BoxProps & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  // Read when the page changes, not a reason to run again (a replace within a page changes it).
  const navigationType = useNavigationType();
  const navigation = useRef(navigationType);
  navigation.current = navigationType;
  useEffect(() => {
    if (firstPage) {
      firstPage = false;
      return;
    }
    if (!hash && navigation.current !== 'POP') window.scrollTo(0, 0);
    const main = ref.current;
    const active = document.activeElement;
    // A section link (/#about) scrolls to its section; a page may have focused its own field.
    if (!main || hash || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname, hash]);
  return (
    <Box component="main" id="main" tabIndex={-1} ref={ref} {...box}>
      {children}
    </Box>
  );
}
