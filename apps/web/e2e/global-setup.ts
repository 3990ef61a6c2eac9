import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

// Checks the build is there and copies the built web app once for the whole run; each spec file
// then starts its own server on its own database (setup/server.ts), so spec files run in parallel
// without seeing each other's data.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };

declare module 'vitest' {
  export interface ProvidedContext {
    webDist: string;
    adminEmail: string;
    adminPassword: string;
  }
}

let runDir: string | null = null;

export function setup(project: TestProject) {
  if (
    !fs.existsSync(path.join(root, 'apps/api/dist/server.js')) ||
    !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))
  ) {
    throw new Error('Build first: npm run build (npm test does it for you).');
  }
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csmit-e2e-'));
  // A private copy of the built web app, so a rebuild elsewhere cannot change it mid-run.
  const webDist = path.join(runDir, 'web');
  fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
  project.provide('webDist', webDist);
  project.provide('adminEmail', E2E_ADMIN.email);
  project.provide('adminPassword', E2E_ADMIN.password);
}

export function teardown() {
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
}
