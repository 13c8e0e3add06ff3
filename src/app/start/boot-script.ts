// The boot script's entry, the one module the build compiles into index.html (scripts/vite-boot-script.ts).
import { boot } from './boot';

boot({ production: import.meta.env.MODE === 'production' });
