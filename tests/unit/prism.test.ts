// Starting Prism for the suites: a Prism that cannot start says why, with its own words, instead of a bare timeout.
import { describe, expect, it } from 'vitest';
import { findFreePort, isPortFree, startPrism } from '../../scripts/lib/prism.mjs';

describe('startPrism', () => {
  it('rejects with what Prism printed when it exits before listening, and leaves the port free', async () => {
    const port = await findFreePort(4900, 4999);
    await expect(startPrism({ args: ['mock', 'no-such-contract.yaml'], port })).rejects.toThrow(
      /Prism exited \(\d+\) before listening:[\s\S]*no-such-contract\.yaml/,
    );
    expect(await isPortFree(port)).toBe(true);
  });
});
