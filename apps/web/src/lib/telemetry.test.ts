import { describe, expect, it } from 'vitest';
import { canIdentify, configureTelemetry, isTelemetryEnabled } from './telemetry';

describe('telemetry consent', () => {
  it('opts out when the config disables telemetry', () => {
    configureTelemetry({ disableTelemetry: true });
    expect(isTelemetryEnabled()).toBe(false);
    expect(canIdentify('4f1c2b7e-5a0e-4c7e-9d0f-1a2b3c4d5e6f')).toBe(false);
  });
  it('opts in otherwise and rejects empty and placeholder ids', () => {
    configureTelemetry({ disableTelemetry: false });
    expect(isTelemetryEnabled()).toBe(true);
    expect(canIdentify('4f1c2b7e-5a0e-4c7e-9d0f-1a2b3c4d5e6f')).toBe(true);
    expect(['', '  ', 'undefined', 'null', 'anonymous'].map(canIdentify)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
