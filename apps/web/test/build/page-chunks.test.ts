import { describe, expect, it } from 'vitest';
import { planPageChunks, type ModuleNode } from '../../page-chunks';

// The plan that puts what public pages load after the first one into few files (page-chunks.ts),
// on small made-up builds: 'main' is the first page, 'staff-routes' the staff areas' route table.

type Spec = Record<string, { size?: number; imports?: string[]; lazy?: string[] }>;

function plan(spec: Spec, initial: string[] = []) {
  const modules = new Map<string, ModuleNode>(
    Object.entries(spec).map(([id, m]) => [
      id,
      { size: m.size ?? 100, imports: m.imports ?? [], lazyImports: m.lazy ?? [] },
    ]),
  );
  return planPageChunks({
    modules,
    main: 'main',
    initial: new Set(['main', ...initial]),
    isStaffArea: (id) => id === 'staff-routes',
    name: (entry) => entry,
    mergeBelow: 20_000,
    maxGrowth: 0.05,
  });
}

/** Two public pages, a gallery and a staff page sharing a modal, a badge and their own code. */
const site: Spec = {
  main: { imports: ['landing'], lazy: ['events', 'cart', 'gallery', 'staff-routes'] },
  landing: { size: 50_000 },
  events: { imports: ['modal', 'badge', 'events-list'] },
  cart: { imports: ['modal', 'badge', 'cart-form'] },
  gallery: { imports: ['modal', 'gallery-grid'] },
  'staff-routes': { lazy: ['admin'] },
  admin: { imports: ['badge', 'admin-table'] },
  modal: { size: 10_000 },
  badge: { size: 5_000 },
  'events-list': { size: 30_000 },
  'cart-form': { size: 30_000 },
  'gallery-grid': { size: 30_000 },
  'admin-table': { size: 30_000 },
};

describe('planPageChunks', () => {
  it('puts the modules the same public pages use in one chunk, whichever staff pages use them too', () => {
    const chunks = plan(site);
    expect(chunks.get('modal')).toBe('cart_events_gallery');
    // The admin page uses the badge too: that does not make it a chunk of its own.
    expect(chunks.get('badge')).toBe('cart_events');
    expect(chunks.get('events-list')).toBe('events');
  });

  it("leaves the first page's modules, the staff pages' own modules and the pages' entry modules to Rolldown", () => {
    const chunks = plan(site, ['landing']);
    for (const id of [
      'main',
      'landing',
      'admin',
      'admin-table',
      'staff-routes',
      'events',
      'cart',
      'gallery',
    ])
      expect(chunks.has(id), id).toBe(false);
  });

  it("merges a small chunk into a larger set's chunk that its other pages can take", () => {
    const chunks = plan({
      ...site,
      events: { imports: ['modal', 'badge', 'events-list', 'share'] },
      share: { size: 1_000 },
      'events-list': { size: 1_000 },
    });
    // What the events page alone needs (2 KB) joins the badge's chunk: the cart grows by 4%.
    expect(chunks.get('share')).toBe('cart_events');
    expect(chunks.get('events-list')).toBe('cart_events');
  });

  it('does not merge when another page would grow by more than maxGrowth (5%)', () => {
    const chunks = plan({ ...site, 'gallery-grid': { size: 5_000 } });
    // The gallery's grid would add 5 KB (11%) to pages of 45 KB: the cart, the events.
    expect(chunks.get('gallery-grid')).toBe('gallery');
  });

  it('does not merge into a chunk whose pages do not load what the small chunk needs', () => {
    const chunks = plan({
      ...site,
      events: { imports: ['modal', 'badge', 'details'] },
      gallery: { imports: ['modal', 'gallery-grid', 'focus-trap'] },
      details: { size: 1_000, imports: ['focus-trap'] },
      'focus-trap': { size: 25_000 },
    });
    // The cart does not load the focus trap, so the details cannot go to a chunk the cart loads.
    expect(chunks.get('focus-trap')).toBe('events_gallery');
    expect(chunks.get('details')).toBe('events_gallery');
  });
});
