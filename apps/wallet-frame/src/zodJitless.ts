import * as z from 'zod/mini';

// zod probes `new Function` when it builds an object schema, which the page's CSP (no
// 'unsafe-eval') reports as a violation. Imported first, so it runs before any schema is built.
z.config({ jitless: true });
