/**
 * `npm run x -w apps/api` runs in apps/api, but relative paths (DATA_DIR=./data, a backup FILE)
 * mean what they mean where the command was typed, as for `npm start`. npm passes that folder.
 */
export function fromCallerDir() {
  // eslint-disable-next-line no-restricted-properties -- npm's own variable, not configuration
  const initCwd = process.env.INIT_CWD;
  if (initCwd) process.chdir(initCwd);
}
