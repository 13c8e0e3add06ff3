// Types of telegram-android-bridge.mjs for the TypeScript tests that import it.
export const androidBridgeScript: string;
