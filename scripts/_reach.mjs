import { build } from 'vite';
await build({ mode: 'analysis',
  logLevel: 'warn',
  build: { outDir: '/tmp/reach-dist', emptyOutDir: true, write: false },
  plugins: [{
    name: 'reach', enforce: 'post',
    generateBundle(_o, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const start = chunks.find((c) => c.facadeModuleId?.endsWith('triggers-list-view.tsx'));
      const seen = new Set();
      const visit = (id) => { if (seen.has(id)) return; seen.add(id); const info = this.getModuleInfo(id); for (const i of info?.importedIds ?? []) visit(i); };
      visit(entry.facadeModuleId); visit(start.facadeModuleId);
      const fl = new Set(); const g = (f) => { if (fl.has(f)) return; fl.add(f); for (const i of bundle[f].imports) g(i); };
      g(entry.fileName); g(start.fileName);
      let extra = 0;
      for (const f of fl) for (const [id, m] of Object.entries(bundle[f].modules)) if (!seen.has(id) && m.code) { extra += m.code.length; console.log(f, m.code.length, id.replace(process.cwd(), '')); }
      console.log('extra rendered chars', extra);
    },
  }],
});
