/** Reloads the page. A module of its own, so a test can stand in for it (jsdom cannot reload). */
export function reloadPage() {
  window.location.reload();
}
