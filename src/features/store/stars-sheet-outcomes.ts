/**
 * How Telegram's payment sheet closed for each Stars payment of this session: the backend reads every one of them
 * `pending` until its bot is paid, so only the app knows a sheet was closed unpaid ('closed': cancelled or failed)
 * or that Telegram is still processing it ('processing'). Kept for the session, so the store says the same after a
 * switch of tab.
 */
export type StarsSheetOutcome = 'closed' | 'processing';

const outcomes = new Map<string, StarsSheetOutcome>();

export function recordSheetOutcome(paymentId: string, outcome: StarsSheetOutcome) {
  outcomes.set(paymentId, outcome);
}

export function sheetOutcomeOf(paymentId: string): StarsSheetOutcome | undefined {
  return outcomes.get(paymentId);
}
