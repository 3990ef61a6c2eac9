import type { Plugin, Rolldown } from 'vite';

// How the build cuts the code into files (output.codeSplitting in vite.config.ts).
//
// Left to itself, Rolldown makes one chunk for every set of entries that share a module, and with
// some forty lazy pages and parts (most of them staff pages) that came to 194 files: opening
// /events fetched 62 of them after the landing page's 11, most under 1 KB. On a phone's slow
// network every file waits for its own round trip (a browser opens six connections to a server
// speaking HTTP/1.1), so the Events page took 8–12 s on slow 3G before a Register button could be
// pressed. The groups, highest priority first:
//
// - react: React in a chunk of its own, kept across deploys that do not change it.
// - index: everything the first page loads (Rolldown's tag '$initial') in one chunk. That code
//   always loads together: 3 files instead of 11, and ~6 KB gzip less (fewer module wrappers).
// - floating-ui: popovers, menus and selects; the landing page, which shows none, never downloads it.
// - pages: every other module a public page needs goes to the chunk of the set of public pages
//   that use it (planPageChunks). Staff pages are not counted: they load through
//   app/staff-routes.tsx and keep Rolldown's own splitting. A set's chunk smaller than MERGE_BELOW
//   joins the chunk of a larger set of pages when those pages load already everything it needs and
//   none of them grows by more than MAX_GROWTH.
//
// /events then needs 19 files after the landing page's 3 instead of 62 after 11, for the same
// bytes; no public page downloads more than 2.5 KB gzip more than before (docs/performance.md,
// "The Events page on a slow network").

/** A set's chunk smaller than this (bytes of source) may join a larger set's chunk. */
const MERGE_BELOW = 20_000;
/** The most a page's code may grow (a share of it) by the chunks merged into those it loads. */
const MAX_GROWTH = 0.05;
/** The staff areas' route table: the lazy modules behind it are not public pages. */
const STAFF_AREAS = /[\\/]src[\\/]app[\\/]staff-routes\.tsx$/;

/** A module of the build: its size and the modules it needs, statically and lazily. */
export interface ModuleNode {
  size: number;
  imports: string[];
  lazyImports: string[];
}

/**
 * Which chunk each module goes to that public pages load after the first one (module id → chunk
 * name). Left out, for Rolldown to place: the first page's modules (`initial`), those of staff
 * pages only, and each page's own entry module.
 *
 * `modules` is the build from its entry `main`; `isStaffArea` tells the lazy module behind which
 * the staff pages are; `name` gives a page's name, for the chunks' names.
 */
export function planPageChunks({
  modules,
  main,
  initial,
  isStaffArea,
  name,
  mergeBelow = MERGE_BELOW,
  maxGrowth = MAX_GROWTH,
}: {
  modules: Map<string, ModuleNode>;
  main: string;
  initial: Set<string>;
  isStaffArea: (id: string) => boolean;
  name: (entry: string) => string;
  mergeBelow?: number;
  maxGrowth?: number;
}): Map<string, string> {
  const closure = (entry: string) => {
    const seen = new Set([entry]);
    const stack = [entry];
    while (stack.length > 0)
      for (const dep of modules.get(stack.pop()!)?.imports ?? [])
        if (!seen.has(dep)) {
          seen.add(dep);
          stack.push(dep);
        }
    return seen;
  };

  // The public pages: lazy modules reached from the first page, not through the staff areas.
  const pages = new Map<string, Set<string>>();
  const queue = [main];
  while (queue.length > 0) {
    const entry = queue.pop()!;
    if (pages.has(entry)) continue;
    const modulesOfPage = closure(entry);
    pages.set(entry, modulesOfPage);
    for (const id of modulesOfPage)
      for (const lazy of modules.get(id)?.lazyImports ?? [])
        if (!isStaffArea(lazy) && modules.has(lazy)) queue.push(lazy);
  }
  pages.delete(main);

  // Each module's set of pages, and a chunk per set.
  const pagesOf = new Map<string, Set<string>>();
  for (const [entry, modulesOfPage] of pages)
    for (const id of modulesOfPage)
      if (!initial.has(id))
        (pagesOf.get(id) ?? pagesOf.set(id, new Set()).get(id)!).add(name(entry));
  const keyOf = (set: Set<string>) => [...set].sort().join('+');
  interface Chunk {
    pages: Set<string>;
    size: number;
    /** The chunks (by key) of the modules this one's modules import. */
    needs: Set<string>;
    /** The chunk it was merged into. */
    into: string | null;
  }
  const sizeOfPage = new Map<string, number>();
  for (const [id, set] of pagesOf)
    for (const page of set)
      sizeOfPage.set(page, (sizeOfPage.get(page) ?? 0) + modules.get(id)!.size);
  // The pages' entry modules keep chunks of their own.
  for (const entry of pages.keys()) pagesOf.delete(entry);
  const chunks = new Map<string, Chunk>();
  for (const [id, set] of pagesOf) {
    const key = keyOf(set);
    const chunk =
      chunks.get(key) ??
      chunks.set(key, { pages: set, size: 0, needs: new Set(), into: null }).get(key)!;
    chunk.size += modules.get(id)!.size;
  }
  for (const [id, set] of pagesOf)
    for (const dep of modules.get(id)!.imports) {
      const depPages = pagesOf.get(dep);
      if (depPages) chunks.get(keyOf(set))!.needs.add(keyOf(depPages));
    }
  const grown = new Map<string, number>();
  const finalKey = (key: string): string => {
    const into = chunks.get(key)!.into;
    return into ? finalKey(into) : key;
  };

  // Small chunks, smallest first, join the chunk of a larger set of pages: one whose pages all
  // load already what the small chunk needs, grow by MAX_GROWTH at the most, and gain the fewest
  // bytes for their size.
  for (let merged = true; merged;) {
    merged = false;
    const live = [...chunks.keys()]
      .filter((key) => !chunks.get(key)!.into)
      .sort((a, b) => chunks.get(a)!.size - chunks.get(b)!.size);
    for (const key of live) {
      const small = chunks.get(key)!;
      if (small.into || small.size >= mergeBelow) continue;
      let best: string | null = null;
      let bestCost = Infinity;
      for (const targetKey of live) {
        const target = chunks.get(targetKey)!;
        if (target.into || target.pages.size <= small.pages.size) continue;
        if (![...small.pages].every((page) => target.pages.has(page))) continue;
        const needsLoaded = [...small.needs].every((need) => {
          const at = finalKey(need);
          return (
            at === key ||
            at === targetKey ||
            [...target.pages].every((page) => chunks.get(at)!.pages.has(page))
          );
        });
        if (!needsLoaded) continue;
        const gaining = [...target.pages].filter((page) => !small.pages.has(page));
        if (
          gaining.some(
            (page) => (grown.get(page) ?? 0) + small.size > maxGrowth * sizeOfPage.get(page)!,
          )
        )
          continue;
        const cost = gaining.reduce((sum, page) => sum + small.size / sizeOfPage.get(page)!, 0);
        if (cost < bestCost) [best, bestCost] = [targetKey, cost];
      }
      if (best) {
        const target = chunks.get(best)!;
        small.into = best;
        target.size += small.size;
        for (const need of small.needs) target.needs.add(need);
        for (const page of target.pages)
          if (!small.pages.has(page)) grown.set(page, (grown.get(page) ?? 0) + small.size);
        merged = true;
      }
    }
  }

  // Named by their pages ('events', 'cart_registration', 'auth-modals_auth-page_9-more-…').
  const chunkName = (key: string) => {
    const names = key.split('+');
    return names.length <= 3
      ? names.join('_')
      : `${names.slice(0, 2).join('_')}_${names.length - 2}-more-${hash(key)}`;
  };
  const plan = new Map<string, string>();
  for (const [id, set] of pagesOf) plan.set(id, chunkName(finalKey(keyOf(set))));
  return plan;
}

function hash(text: string) {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

/** Whether a module's code is import and export statements only (a barrel). */
const reexportsOnly = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .replace(/\b(?:import|export)\b[^;'"]*?(?:\bfrom\s*)?(['"])[^'"]*\1\s*;?/g, '')
    .replace(/\bexport\s*\{[^}]*\}\s*;?/g, '')
    .trim() === '';

type Info = NonNullable<ReturnType<Rolldown.ChunkingContext['getModuleInfo']>>;

/**
 * The build's modules as planPageChunks reads them, from Rolldown's module infos; `included` are
 * those left after tree-shaking. An import of a module left out (a barrel such as '@mantine/core'
 * or '@app/shared') leads only to the modules whose exports the importer names, not to all of it.
 */
function readModules(
  included: Set<string>,
  getInfo: (id: string) => Info | null,
): Map<string, ModuleNode> {
  // Every answer crosses from Rolldown's native side: ask once per module.
  const infos = new Map<string, Info | null>();
  const info = (id: string) => {
    if (!infos.has(id)) infos.set(id, getInfo(id));
    return infos.get(id)!;
  };
  const fileName = (id: string) => id.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '');
  // A default export re-exported by a barrel goes by its file's name there (tabler's icons).
  const exportsOf = (id: string) =>
    (info(id)?.exports ?? [])
      .filter((n) => n !== '*')
      .map((n) => (n === 'default' ? fileName(id) : n));

  /** The included modules behind a module left out: by the names they export, or whatever is named. */
  interface Behind {
    always: Set<string>;
    byName: Map<string, Set<string>>;
  }
  const behindOf = new Map<string, Behind>();
  const behind = (barrel: string, depth: number): Behind => {
    const known = behindOf.get(barrel);
    if (known) return known;
    const found: Behind = { always: new Set(), byName: new Map() };
    behindOf.set(barrel, found); // a cycle of barrels adds nothing
    const through = info(barrel)?.importedIds ?? [];
    // A barrel of a few modules is followed whole (react-remove-scroll renames a default export).
    const whole = through.length <= 3 && reexportsOnly(info(barrel)?.code ?? '');
    const add = (name: string, id: string) => {
      if (!found.byName.has(name)) found.byName.set(name, new Set());
      found.byName.get(name)!.add(id);
    };
    for (const next of through) {
      if (included.has(next)) {
        if (whole) found.always.add(next);
        else for (const name of exportsOf(next)) add(name, next);
      } else if (depth < 5) {
        const deeper = behind(next, depth + 1);
        for (const id of deeper.always) found.always.add(id);
        for (const [name, ids] of deeper.byName)
          for (const id of ids) {
            if (whole) found.always.add(id);
            else add(name, id);
          }
      }
    }
    return found;
  };

  const modules = new Map<string, ModuleNode>();
  for (const id of included) {
    const module = info(id);
    const code = module?.code ?? '';
    // The names this module imports or re-exports; null when it takes a whole namespace.
    let named: Set<string> | null = new Set();
    if (/\b(?:import|export)\s*\*/.test(code)) named = null;
    else
      for (const m of code.matchAll(/\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g))
        for (const part of (m[1] ?? '').split(',')) {
          const imported = part.trim().split(/\s+as\s+/)[0];
          if (imported) named.add(imported);
        }
    const imports = new Set<string>();
    for (const dep of module?.importedIds ?? []) {
      if (included.has(dep)) {
        imports.add(dep);
        continue;
      }
      const { always, byName } = behind(dep, 0);
      for (const found of always) imports.add(found);
      for (const [name, ids] of byName)
        if (named === null || named.has(name)) for (const found of ids) imports.add(found);
    }
    modules.set(id, {
      size: code.length,
      imports: [...imports],
      lazyImports: (module?.dynamicallyImportedIds ?? []).filter((dep) => included.has(dep)),
    });
  }
  return modules;
}

/** The code-splitting groups, and the plugin that starts each build's plan afresh. */
export function chunking(): { groups: Rolldown.CodeSplittingGroup[]; plugin: Plugin } {
  let included = new Set<string>();
  let initial = new Set<string>();
  let plan: Map<string, string> | null = null;
  const plugin: Plugin = {
    name: 'page-chunks',
    buildStart() {
      included = new Set();
      initial = new Set();
      plan = null;
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
    // Rolldown asks the groups one after the other, so 'index' has named every module of the
    // first page before 'pages' is asked its first name.
    {
      name: (id) => (initial.add(id), 'index'),
      debugName: 'index',
      tags: ['$initial'],
      priority: 15,
    },
    { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 10 },
    {
      // Asked for every module left after tree-shaking, before the first name.
      test: (id) => (included.add(id), true),
      name: (id, ctx) => {
        plan ??= planPageChunks({
          modules: readModules(included, (m) => ctx.getModuleInfo(m)),
          main: [...included].find((m) => ctx.getModuleInfo(m)?.isEntry)!,
          initial,
          isStaffArea: (m) => STAFF_AREAS.test(m),
          name: (entry) => entry.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, ''),
        });
        return plan.get(id) ?? null;
      },
      debugName: 'pages',
      // A module's dependencies go where their own set of pages puts them, not with it.
      includeDependenciesRecursively: false,
      priority: 1,
    },
  ];
  return { groups, plugin };
}
