import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Opt in now to the React Router 8 behaviours that need no code change here, so the later
  // upgrade (which needs Node 22) is smaller. Middleware stays off (it changes the load context),
  // and so does the Vite Environment API (it ignores the server-build input of vite.config.ts).
  future: {
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
