// Types of defects.mjs for the TypeScript tests that import it.
import type { Defect } from './server.mjs';

export const brokenBackends: { name: string; defect: Defect; maxInitDataAgeSeconds?: number; finding: RegExp }[];
