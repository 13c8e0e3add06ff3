import { lazy } from 'react';

// The forms' market glue loads after the form itself (its chunk holds the market's rules and tones): a form never
// waits for it, and without it the form is whole.
const marketStrip = () => import('./market-strip');

export const MarketStrip = lazy(() => marketStrip().then((module) => ({ default: module.MarketStrip })));
export const LogisticsSeen = lazy(() => marketStrip().then((module) => ({ default: module.LogisticsSeen })));
