import { describe, expect, it } from 'vitest';
import { recoveryTimingFromEnv } from './order-recovery.js';

describe('recoveryTimingFromEnv', () => {
  it('reads the seconds set, in milliseconds, and leaves the others to their defaults', () => {
    expect(recoveryTimingFromEnv({})).toEqual({});
    expect(
      recoveryTimingFromEnv({
        ORDER_RECOVERY_INTERVAL_SECONDS: '1',
        ORDER_SETTLE_AFTER_SECONDS: ' 2.5 ',
        ORDER_RECOVERY_FIRST_RUN_SECONDS: '',
      }),
    ).toEqual({ intervalMs: 1_000, olderThanMs: 2_500 });
    expect(recoveryTimingFromEnv({ ORDER_RECOVERY_FIRST_RUN_SECONDS: '0' })).toEqual({ firstRunDelayMs: 0 });
  });

  it('stops the server at start on a value that is not a number of seconds', () => {
    expect(() => recoveryTimingFromEnv({ ORDER_SETTLE_AFTER_SECONDS: '2m' })).toThrow(
      "ORDER_SETTLE_AFTER_SECONDS must be a number of seconds, not '2m'.",
    );
    expect(() => recoveryTimingFromEnv({ ORDER_RECOVERY_INTERVAL_SECONDS: '-1' })).toThrow(
      /must be a number of seconds/,
    );
  });
});
