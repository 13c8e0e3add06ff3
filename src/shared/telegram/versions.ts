/** Minimum Telegram client versions per feature (docs/telegram.md). Older clients quietly go without the feature. */
const featureMinVersions = {
  invoice: '6.1',
  closingConfirmation: '6.2',
  cloudStorage: '6.9',
  writeAccess: '6.9',
  contactRequest: '6.9',
  settingsButton: '7.0',
  biometrics: '7.2',
  disableVerticalSwipes: '7.7',
  homeScreen: '8.0',
  fullscreen: '8.0',
} as const;

export type TelegramFeature = keyof typeof featureMinVersions;

/** Compares dotted versions numerically: '7.10' is newer than '7.7'. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export function supportsFeature(clientVersion: string | undefined, feature: TelegramFeature): boolean {
  return clientVersion !== undefined && compareVersions(clientVersion, featureMinVersions[feature]) >= 0;
}
