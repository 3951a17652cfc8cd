/** Types of metrics-listener.js (plain JavaScript: server.js imports it without a build step). */
export type MetricsListen = { port: number; host: string };
export type CollectedMetrics = { contentType: string; body: string };
export function metricsListenFromEnv(env: NodeJS.ProcessEnv): MetricsListen | undefined;
export function serveMetrics(listen: MetricsListen, collect: () => Promise<CollectedMetrics>): Promise<string>;
