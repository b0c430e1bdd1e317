import { config } from 'zod';

// The app runs under a Content-Security-Policy without 'unsafe-eval'. Zod compiles object parsers
// with `new Function` and probes whether it may, and the browser reports that probe as a policy
// violation even though zod catches it; the interpreted parsers are fast enough for answers this size.
config({ jitless: true });
