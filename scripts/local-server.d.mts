// Types of local-server.mjs, for the TypeScript suites that import it.

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number>;

/** The Chromium the browser checks drive (CHROMIUM_PATH or CHROME_PATH when set). */
export const CHROMIUM_PATH: string;

/** Headless, and quiet: no sandbox, GPU, QUIC, first-run screens or background traffic. */
export const CHROMIUM_FLAGS: string[];

/**
 * Starts the built server in production on 127.0.0.1:`port` with a fresh SQLite database in
 * `dataDir`; resolves once it answers. `stop()` ends it and removes `dataDir`.
 */
export function startBuiltServer(opts: {
  port: number;
  dataDir: string;
  webDist: string;
  env?: Record<string, string>;
  /** Where the server's standard output goes (its errors always show). */
  stdio?: 'inherit' | 'ignore';
}): Promise<{ baseUrl: string; stop: () => Promise<void> }>;
