// The order of `npm test`'s steps: dependencies first, as many as fit in the slots, the long e2e suite as early as it
// can start; nothing really runs.
import { describe, expect, it } from 'vitest';
import { planSteps, type Step } from '../../scripts/lib/test-plan.mjs';

/** Runs the plan with steps that take `durations[script]` ticks of a fake clock; returns what ran beside what. */
async function simulate(steps: Step[], durations: Record<string, number>, failing: string[] = [], slots = 3) {
  let now = 0;
  const log: string[] = [];
  const running = new Set<string>();
  const pending: { at: number; finish: () => void }[] = [];
  const results = planSteps(
    steps,
    slots,
    (step, live) =>
      new Promise<number>((resolve) => {
        log.push(`start ${step.script}${live ? ' live' : ''} beside [${[...running].join(',')}]`);
        running.add(step.script);
        pending.push({
          at: now + (durations[step.script] ?? 1),
          finish: () => {
            running.delete(step.script);
            resolve(failing.includes(step.script) ? 1 : 0);
          },
        });
      }),
    () => now,
  );
  // Advances the clock to the next finishing step until none is left.
  while (pending.length > 0) {
    pending.sort((a, b) => a.at - b.at);
    const first = pending.shift()!;
    now = first.at;
    first.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { log, results: await results };
}

const steps: Step[] = [
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'e2e', after: ['build'], cores: 2 },
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'types' },
  { name: 'unit', script: 'unit' },
  { name: 'webkit', script: 'webkit', after: ['build'] },
];

describe('the order of npm test', () => {
  it('starts the wide step once it fits, holding back the steps listed after it, and the rest one by one beside it', async () => {
    const { log, results } = await simulate(steps, { build: 2, lint: 3, types: 1, unit: 4, webkit: 2, e2e: 10 });
    expect(log).toEqual([
      'start build beside []',
      'start lint beside [build]',
      'start types beside [build,lint]',
      'start unit beside [build,lint]',
      // The build is done, but the e2e suite needs two slots: nothing else starts until it has them.
      'start e2e beside [unit]',
      'start webkit beside [e2e]',
    ]);
    expect(results.map((r) => [r.script, r.outcome, r.startedAt, r.seconds])).toEqual([
      ['build', 'passed', 0, 2],
      ['e2e', 'passed', 3, 10],
      ['lint', 'passed', 0, 3],
      ['types', 'passed', 0, 1],
      ['unit', 'passed', 1, 4],
      ['webkit', 'passed', 5, 2],
    ]);
  });

  it('skips the steps that need a failed one, and runs every other', async () => {
    const { results } = await simulate(steps, {}, ['build', 'lint']);
    expect(results.map((r) => [r.script, r.outcome, r.note])).toEqual([
      ['build', 'failed', 'exit code 1'],
      ['e2e', 'skipped', 'needs npm run build, which did not pass'],
      ['lint', 'failed', 'exit code 1'],
      ['types', 'passed', ''],
      ['unit', 'passed', ''],
      ['webkit', 'skipped', 'needs npm run build, which did not pass'],
    ]);
  });

  it('runs a step wider than the machine with nothing beside it, its output streamed when it is the last', async () => {
    const { log } = await simulate(
      [
        { name: 'a', script: 'a' },
        { name: 'wide', script: 'wide', cores: 4 },
        { name: 'b', script: 'b' },
      ],
      { a: 1, wide: 2, b: 1 },
      [],
      2,
    );
    expect(log).toEqual(['start a beside []', 'start wide beside []', 'start b live beside []']);
  });
});
