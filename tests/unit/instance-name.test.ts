import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, resetServerEnv, serverEnv } from '@/config/env';

// INSTANCE_NAME goes into the X-Instance header of every answer (tests/cluster proves the header through nginx).
describe('INSTANCE_NAME', () => {
  const before = process.env.INSTANCE_NAME;
  afterEach(() => {
    if (before === undefined) delete process.env.INSTANCE_NAME;
    else process.env.INSTANCE_NAME = before;
    resetServerEnv();
  });

  const read = (value: string | undefined) => {
    if (value === undefined) delete process.env.INSTANCE_NAME;
    else process.env.INSTANCE_NAME = value;
    resetServerEnv();
    return serverEnv().instanceName;
  };

  it('is off by default and kept as given when it is a short token', () => {
    expect(read(undefined)).toBeNull();
    expect(read('')).toBeNull();
    expect(read('web-2.eu_west')).toBe('web-2.eu_west');
  });

  it('refuses what cannot go into a header line', () => {
    for (const bad of ['two words', 'a\r\nSet-Cookie: x=1', 'x'.repeat(65)]) {
      expect(() => read(bad)).toThrow(ConfigError);
      expect(() => serverEnv()).toThrow(/INSTANCE_NAME must be letters, digits/);
    }
  });
});
