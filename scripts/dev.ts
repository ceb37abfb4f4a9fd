import { spawn } from 'node:child_process';

// Development: the API restarts on change (tsx watch) and Vite serves the renderer with hot
// reload on :5173, proxying /api and /socket.io to the API on :3000.
const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'server/src/main.ts'], { stdio: 'inherit', env: { ...process.env, ALLOWED_ORIGINS: 'http://localhost:5173' } }),
  spawn('vite', [], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
