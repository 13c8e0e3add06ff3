// Types of serve.mjs for the TypeScript tests that import it.
import type { Server } from 'node:http';

export function serveBuild(options: { root: string; port: number; apiPort: number; apiDelayMs?: number }): Promise<Server>;
