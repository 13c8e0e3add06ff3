// The question a changed form asks before the seller leaves it, kept apart from the form's hook: every view's
// navigation asks it (use-view.ts), while only the forms, which load lazily, bring the hook and the router's blocker.

/** The question of the form on screen, if it holds changes: resolves true when the seller may leave. */
let activeQuestion: (() => Promise<boolean>) | undefined;

/**
 * Whether the seller may leave the current view: asks first when a changed form is on screen. Telegram's back button
 * steps back through history, which the router's blockers do not see, so `back()` asks here.
 */
export function mayLeaveView(): Promise<boolean> {
  return activeQuestion ? activeQuestion() : Promise.resolve(true);
}

/** Makes `question` the one asked before leaving; returns its removal. */
export function askBeforeLeaving(question: () => Promise<boolean>): () => void {
  activeQuestion = question;
  return () => {
    if (activeQuestion === question) activeQuestion = undefined;
  };
}
