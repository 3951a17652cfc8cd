import { z } from 'zod';

// The shop's Content-Security-Policy allows no eval: in the browser zod parses without compiling
// its object parsers (it would otherwise probe `new Function`, which the policy reports). The
// server keeps them compiled.
if (!import.meta.env.SSR) z.config({ jitless: true });

export { z };
