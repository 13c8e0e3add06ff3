import { describe, expect, it } from 'vitest';
import { compareVersions, supportsFeature } from './versions';

describe('Telegram client versions', () => {
  it('compares numerically, not as text', () => {
    expect(compareVersions('7.10', '7.7')).toBe(1);
    expect(compareVersions('6.2', '6.10')).toBe(-1);
    expect(compareVersions('7.0', '7')).toBe(0);
    expect(compareVersions('8.0', '7.7')).toBe(1);
  });

  it.each([
    ['6.1', 'closingConfirmation', false],
    ['6.2', 'closingConfirmation', true],
    ['6.9', 'cloudStorage', true],
    ['6.8', 'writeAccess', false],
    ['6.9', 'contactRequest', true],
    ['6.10', 'settingsButton', false],
    ['7.0', 'settingsButton', true],
    ['7.1', 'biometrics', false],
    ['7.2', 'biometrics', true],
    ['7.6', 'disableVerticalSwipes', false],
    ['7.7', 'disableVerticalSwipes', true],
    ['7.10', 'disableVerticalSwipes', true],
    ['7.10', 'homeScreen', false],
    ['8.0', 'homeScreen', true],
  ] as const)('client %s supports %s: %s', (version, feature, expected) => {
    expect(supportsFeature(version, feature)).toBe(expected);
  });

  it('treats an unknown client version as supporting nothing', () => {
    expect(supportsFeature(undefined, 'closingConfirmation')).toBe(false);
  });
});
