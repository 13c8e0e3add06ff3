// Types of launch-params.mjs for the TypeScript tests that import it.
export const androidLightTheme: Record<string, `#${string}`>;
export function launchHash(now?: number): string;
