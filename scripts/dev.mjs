// `npm run dev`: Prism mocks the contract on 127.0.0.1:4010 and Vite serves the app on http://localhost:5173,
// proxying /api to Prism (or to API_URL when set: then no Prism is started).
import { spawn } from 'node:child_process';

const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = `[${name}] `;
  const forward = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) target.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`${prefix}exited with ${code ?? signal}`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!process.env.API_URL) {
  run('prism', 'npx', ['prism', 'mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', process.env.PRISM_PORT ?? '4010']);
}
run('vite', 'npx', ['vite', '--host', '127.0.0.1', '--port', process.env.PORT ?? '5173'], {
  PRISM_URL: `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`,
});
