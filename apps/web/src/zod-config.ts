import { z } from 'zod';

// The server's Content-Security-Policy allows no eval. To choose its compiled object parser, zod
// probes `new Function` once when the first schema is built; the probe is caught, but the browser
// still reports a CSP violation. jitless skips the probe (our forms validate small objects, where the
// compiled parser gains nothing). Imported first in main.tsx, before any schema module runs.
z.config({ jitless: true });
