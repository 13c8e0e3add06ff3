import { describe, expect, it } from 'vitest';
import { reloadGuardMs, shouldReload } from './update-check';

const base = {
  currentVersion: 'a1',
  latestVersion: 'b2',
  hasUnsavedInput: false,
  lastReloadAt: undefined,
  now: 1_000_000,
};

describe('shouldReload', () => {
  it('reloads into a new build', () => {
    expect(shouldReload(base)).toBe(true);
  });

  it('stays when the build is the same, or either is unknown', () => {
    expect(shouldReload({ ...base, latestVersion: 'a1' })).toBe(false);
    expect(shouldReload({ ...base, latestVersion: undefined })).toBe(false);
    expect(shouldReload({ ...base, currentVersion: undefined })).toBe(false);
  });

  it('never reloads over unsaved input', () => {
    expect(shouldReload({ ...base, hasUnsavedInput: true })).toBe(false);
  });

  it('reloads at most once per 10 seconds', () => {
    expect(shouldReload({ ...base, lastReloadAt: base.now - reloadGuardMs + 1 })).toBe(false);
    expect(shouldReload({ ...base, lastReloadAt: base.now - reloadGuardMs })).toBe(true);
  });
});
