import type { RouteObject } from 'react-router';

// Every page but the landing page, and every part loaded later (menus, dialogs, forms), comes with
// all of Mantine's stylesheet; the landing page ships only its own part of it (app/landing-styles.ts).
// The stylesheet loads once, in parallel with the page's code, and the page shows only after both
// have arrived, so nothing is ever drawn unstyled.

const loadAllStyles = () => import('@mantine/core/styles.layer.css');

/** `load`, with Mantine's whole stylesheet loaded alongside. */
export function withPageStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([loadAllStyles(), load()]).then(([, module]) => module);
}

/** The same routes, with every lazy route's module loaded by withPageStyles. */
export function withPageStylesOnRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const wrapped = { ...route } as RouteObject;
    if (typeof lazy === 'function') wrapped.lazy = withPageStyles(lazy) as RouteObject['lazy'];
    if (children) wrapped.children = withPageStylesOnRoutes(children);
    return wrapped;
  });
}
