// Test builds only: `?now=<ISO instant>` starts the page's clock at that instant, and it runs on from there. For
// drivers that cannot set the browser's clock before the page loads (WebDriver in WebKit), so the mocked backend's
// fixed dates (a subscription that expires on a set day) mean the same on any day the tests run.
export function startClockAt(instant: string) {
  const start = Date.parse(instant);
  if (Number.isNaN(start)) return;
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length > 0 ? args : [now()], newTarget) as object,
    // `Date()` called without `new` returns the current time as text.
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : (Reflect.get(target, key, receiver) as unknown)),
  });
}
