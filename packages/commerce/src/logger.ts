/**
 * Structured logging: one JSON line per event in production, readable lines otherwise.
 * Kept tiny on purpose; anything that writes logs takes a Logger so tests can capture them.
 */
export type LogFields = { msg: string } & Record<string, unknown>;
export type Logger = {
  info(fields: LogFields): void;
  warn(fields: LogFields): void;
  error(fields: LogFields): void;
};

export function createLogger(options: { json: boolean; write?: (line: string) => void; quiet?: boolean }): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(line + '\n'));
  const log = (level: string) => (fields: LogFields) => {
    if (options.quiet && level === 'info') return;
    if (options.json) {
      write(JSON.stringify({ time: new Date().toISOString(), level, ...fields }));
    } else {
      const { msg, ...rest } = fields;
      const extra = Object.keys(rest).length ? ' ' + JSON.stringify(rest) : '';
      write(`${level === 'info' ? '' : level.toUpperCase() + ' '}${msg}${extra}`);
    }
  };
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
