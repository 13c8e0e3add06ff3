// Types of system-packages.mjs for the TypeScript tests that import it.
export interface SystemPackage {
  /** The Debian package. */
  name: string;
  /** A file the package installs: present means installed. */
  file: string;
  /** What needs it, for the message shown while installing. */
  neededBy: string;
}

export type InstallPlan = { action: 'none' } | { action: 'install'; commands: string[][] } | { action: 'advise'; message: string };

export const systemPackages: readonly SystemPackage[];
export function missingPackages(packages?: readonly SystemPackage[], exists?: (file: string) => boolean): SystemPackage[];
export function installPlan(missing: readonly Pick<SystemPackage, 'name'>[], machine: { isRoot: boolean; hasAptGet: boolean }): InstallPlan;
export function ensureSystemPackages(options?: {
  packages?: readonly SystemPackage[];
  exists?: (file: string) => boolean;
  isRoot?: boolean;
  hasAptGet?: boolean;
  run?: (command: string[]) => Promise<number>;
  log?: (line: string) => void;
}): Promise<boolean>;
