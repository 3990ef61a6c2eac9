import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the section named by the URL hash (the header's /#about links) whenever it changes,
 * and moves focus there so keyboard and screen-reader users land in the section too.
 * Client-side navigation does not do this by itself. '#home' means the top of the page.
 */
export function useHashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const target = document.getElementById(id);
    if (!target) return;
    const left = new AbortController();
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (id === 'home') window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    else {
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
      // The sections on the way are drawn only as they come near (content-visibility in
      // landing.module.css), so their heights were guesses when the smooth scroll set out and it can
      // stop short; where it ends, one instant scroll puts the section at the top.
      if (smooth) {
        const settle = () => target.scrollIntoView({ block: 'start' });
        window.addEventListener('scrollend', settle, { once: true, signal: left.signal });
      }
    }
    target.focus({ preventScroll: true });
    return () => left.abort();
  }, [hash, key]);
}
