// The order of `npm test`'s steps: two at a time, dependencies first, the e2e suite alone; nothing really runs.
import { describe, expect, it } from 'vitest';
import { planSteps, type Step } from '../../scripts/lib/test-plan.mjs';

/** Runs the plan with steps that take `durations[script]` ticks of a fake clock; returns what ran beside what. */
async function simulate(steps: Step[], durations: Record<string, number>, failing: string[] = []) {
  let now = 0;
  const log: string[] = [];
  const running = new Set<string>();
  const pending: { at: number; finish: () => void }[] = [];
  const results = planSteps(
    steps,
    2,
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
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'types' },
  { name: 'webkit', script: 'webkit', after: ['build'] },
  { name: 'e2e', script: 'e2e', after: ['build'], alone: true },
];

describe('the order of npm test', () => {
  it('runs two at a time in the listed order, a step once what it needs has passed, the alone one by itself', async () => {
    const { log, results } = await simulate(steps, { build: 3, lint: 1, types: 1, webkit: 2, e2e: 5 });
    expect(log).toEqual([
      'start build beside []',
      'start lint beside [build]',
      'start types beside [build]',
      'start webkit beside []',
      'start e2e live beside []',
    ]);
    expect(results.map((r) => [r.script, r.outcome, r.startedAt, r.seconds])).toEqual([
      ['build', 'passed', 0, 3],
      ['lint', 'passed', 0, 1],
      ['types', 'passed', 1, 1],
      ['webkit', 'passed', 3, 2],
      ['e2e', 'passed', 5, 5],
    ]);
  });

  it('skips the steps that need a failed one, and runs every other', async () => {
    const { results } = await simulate(steps, {}, ['build', 'lint']);
    expect(results.map((r) => [r.script, r.outcome, r.note])).toEqual([
      ['build', 'failed', 'exit code 1'],
      ['lint', 'failed', 'exit code 1'],
      ['types', 'passed', ''],
      ['webkit', 'skipped', 'needs npm run build, which did not pass'],
      ['e2e', 'skipped', 'needs npm run build, which did not pass'],
    ]);
  });
});
