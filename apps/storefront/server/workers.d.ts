/** Types of workers.js (plain JavaScript: server.js imports it without a build step). */
export function workerCountFromEnv(env: NodeJS.ProcessEnv, cores?: number): number;
