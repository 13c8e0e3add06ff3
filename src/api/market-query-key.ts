// The market's query key on its own: the live data (read at launch) names it, while the table's reads load with
// the views that show it.
export const marketQueryKey = ['market'] as const;
