// Types of prism.mjs for the TypeScript tests that import it.
export interface PrismProcess {
  url: string;
  pid: number | undefined;
  /** Everything Prism printed so far. */
  output(): string;
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
  echo?: boolean;
}): Promise<PrismProcess>;
