import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config';

/** Who holds a folder: written into its lock file, read by whoever finds the folder taken. */
interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

/** The folder is open in another running process; the message names both. */
export class DataDirLockedError extends ConfigError {}

/** Lock files this process holds, so that a second open of the same folder in one process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes a folder for this process, or throws DataDirLockedError naming the process that has it.
 * The embedded database serves one process: two on one folder overwrite each other's data.
 * The lock is a file beside the folder naming its process. A process that is killed or crashes
 * cannot remove it, so a lock whose process is no longer running is stale and taken over.
 */
export function lockDataDir(dir: string): { release(): void } {
  const file = `${dir}.lock`;
  const me: LockHolder = { pid: process.pid, command: path.relative(process.cwd(), process.argv[1] ?? '') || 'node', since: new Date().toISOString() };
  // Twice at most: once, and once more after clearing a stale lock (a process starting at the same moment may win it).
  for (let attempt = 1; !create(file, me); attempt++) {
    const holder = readHolder(file);
    if (holder && isRunning(holder, file)) throw new DataDirLockedError(lockedMessage(dir, holder));
    if (attempt === 2) throw new DataDirLockedError(`The folder ${dir} is being opened by another process (its lock file ${file} is taken). Try again.`);
    fs.rmSync(file, { force: true });
  }
  heldHere.add(file);
  // process.exit() skips every close(); the file must not outlive the process that wrote it.
  const release = () => {
    if (!heldHere.delete(file)) return;
    process.off('exit', release);
    if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

function create(file: string, holder: LockHolder): boolean {
  try {
    fs.writeFileSync(file, JSON.stringify(holder), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Undefined for a missing or unreadable file (a writer that died before writing it). */
function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return Number.isInteger(holder.pid) ? (holder as LockHolder) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(holder: LockHolder, file: string): boolean {
  // Our own pid in a lock we do not hold: written by an earlier life of this pid (a restarted container).
  if (holder.pid === process.pid) return heldHere.has(file);
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !startedAfter(holder.pid, holder.since);
}

/**
 * Whether the process with this pid began after the lock was written: then the pid was reused by
 * another program after the lock's writer died. Linux tells a process's start by its /proc folder;
 * elsewhere the pid alone decides.
 */
function startedAfter(pid: number, since: string): boolean {
  try {
    return fs.statSync(`/proc/${pid}`).ctimeMs > Date.parse(since) + 1000;
  } catch {
    return false;
  }
}

function lockedMessage(dir: string, holder: LockHolder): string {
  return [
    `The data folder ${dir} is in use by another process: pid ${holder.pid} (${holder.command}), running since ${holder.since}.`,
    'The embedded database serves one process at a time: stop that process first, or set DATA_DIR to another folder.',
  ].join('\n');
}
