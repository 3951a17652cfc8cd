/** Types of tracing.js (plain JavaScript: server.js imports it without a build step). */
export function startTracing(env: NodeJS.ProcessEnv): Promise<{ shutdown(): Promise<void> }>;
