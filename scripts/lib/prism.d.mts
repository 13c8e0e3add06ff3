// Types of prism.mjs for the TypeScript tests that import it.
export interface PrismProcess {
  /** e.g. http://127.0.0.1:4011 */
  url: string;
  stop(): Promise<void>;
}

export function isPortFree(port: number, host?: string): Promise<boolean>;
export function findFreePort(from: number, to: number, host?: string): Promise<number>;
export function startPrism(options: {
  args: string[];
  port: number;
  host?: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<PrismProcess>;
