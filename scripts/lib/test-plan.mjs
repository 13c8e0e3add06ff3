// The order `npm test` runs its steps in: in the listed order as soon as what they need has passed, as many at a
// time as their `cores` fit in the machine's slots. A ready step that does not fit holds back the steps listed after
// it, so a long step listed early starts as soon as it can instead of waiting behind short ones.

/**
 * @typedef {object} Step
 * @property {string} name What the step checks, as the summary names it.
 * @property {string} script The npm script that runs it.
 * @property {string[]} [after] Scripts of steps that must have passed before this one starts.
 * @property {number} [cores] How many of the slots it keeps busy (1 when not given).
 * @property {boolean} [lead] The step the whole run waits for: it keeps the normal CPU priority, while the others
 *   run as idle tasks, so they take only the CPU it leaves idle.
 * @property {Record<string, string>} [env] Environment added for this step.
 */

/**
 * @typedef {Step & { outcome: 'passed' | 'failed' | 'skipped', seconds: number, startedAt: number, note: string }} StepResult
 */

/**
 * Runs every step through `run` (which resolves with an exit code; `live` says whether it runs with nothing beside
 * it, so its output may stream) and resolves with each step's result, in the listed order. A step whose `after`
 * failed or was skipped is skipped. A step wider than all the slots runs when nothing else does.
 * @param {Step[]} steps
 * @param {number} slots
 * @param {(step: Step, live: boolean) => Promise<number>} run
 * @returns {Promise<StepResult[]>}
 */
export function planSteps(steps, slots, run) {
  const clock = () => performance.now() / 1000;
  const start = clock();
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Set<Step>} */
  const running = new Set();
  const waiting = [...steps];

  const outcomeOf = (/** @type {string} */ script) => results.get(script)?.outcome;
  const coresOf = (/** @type {Step} */ step) => step.cores ?? 1;

  return new Promise((resolve) => {
    const next = () => {
      for (const step of [...waiting]) {
        const needs = step.after ?? [];
        const blocked = needs.find((script) => ['failed', 'skipped'].includes(outcomeOf(script) ?? ''));
        if (blocked) {
          waiting.splice(waiting.indexOf(step), 1);
          results.set(step.script, {
            ...step,
            outcome: 'skipped',
            seconds: 0,
            startedAt: 0,
            note: `needs npm run ${blocked}, which did not pass`,
          });
          continue;
        }
        const ready = needs.every((script) => outcomeOf(script) === 'passed');
        if (!ready) continue;
        const busy = [...running].reduce((sum, other) => sum + coresOf(other), 0);
        if (running.size > 0 && busy + coresOf(step) > slots) break;
        waiting.splice(waiting.indexOf(step), 1);
        running.add(step);
        const startedAt = clock() - start;
        void run(step, running.size === 1 && waiting.length === 0).then((code) => {
          running.delete(step);
          results.set(step.script, {
            ...step,
            outcome: code === 0 ? 'passed' : 'failed',
            seconds: clock() - start - startedAt,
            startedAt,
            note: code === 0 ? '' : `exit code ${code}`,
          });
          next();
        });
      }
      if (waiting.length === 0 && running.size === 0)
        resolve(steps.map((step) => /** @type {StepResult} */ (results.get(step.script))));
    };
    next();
  });
}
