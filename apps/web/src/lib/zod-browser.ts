// Every `import ... from 'zod'` in the web build resolves here (vite.config.ts alias). zod 4
// probes for eval with `new Function` as each object schema is built; under the site's CSP (no
// 'unsafe-eval') the browser reports each probe as a violation. Jitless parsing never evals, and
// this module runs before any module that imports zod, so before any schema exists.
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
