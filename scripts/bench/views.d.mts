// Types of views.mjs for the TypeScript build plugins that import it.
export function viewChunks(routerFile: string): Promise<{ name: string; module: string }[]>;
