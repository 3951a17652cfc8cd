// The built pages; only resolvable inside the Vite server build.
import type { ServerBuild } from 'react-router';
import * as build from 'virtual:react-router/server-build';

export default build as unknown as ServerBuild;
