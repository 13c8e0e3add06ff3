// Debian's Chromium, headless, with nothing running in the background that would disturb a measurement.
export const chromiumPath = '/usr/bin/chromium';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
