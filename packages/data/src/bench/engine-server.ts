// The commerce engine on its own in a child process, for benchmarks of the API over real HTTP apart
// from the process that measures.
import { startEngineProcess, type EngineProcess } from '@ridgeline/commerce/testing/engine-process';

/**
 * Starts the engine on the database the environment names, with the test payment provider and
 * without SMTP (whatever this environment says: a bench takes no money and sends no mail); resolves
 * once `GET /api/health` answers.
 */
export function startEngineServer(): Promise<EngineProcess> {
  return startEngineProcess({ env: { PAYMENT_PROVIDER: 'test', SMTP_URL: '' } });
}
