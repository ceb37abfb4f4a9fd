import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/constants';

// The desktop's own settings, one JSON file in the app's user data folder. They belong to this
// computer, not to the citizen's account: the server's address, the window's place, whether native
// notifications show, and the interface language for the desktop's own menus and pages.

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(200).max(20_000),
  height: z.number().int().min(200).max(20_000),
  maximized: z.boolean().default(false),
});
export type WindowBounds = z.infer<typeof boundsSchema>;

const settingsSchema = z.object({
  serverAddress: z.string().optional(),
  nativeNotifications: z.boolean().default(true),
  language: z.enum(LANGUAGES).optional(),
  mainWindow: boundsSchema.optional(),
});
export type DesktopSettings = z.infer<typeof settingsSchema>;

export interface SettingsStore {
  get(): DesktopSettings;
  update(change: Partial<DesktopSettings>): DesktopSettings;
}

/** Reads the file once; a missing or damaged file (or one field of it) gives the defaults rather than a broken app. */
function readSettings(file: string): DesktopSettings {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // first run, or a file someone else wrote: start over
  }
  const fields = Object.entries(settingsSchema.shape).map(([key, schema]) => {
    const result = schema.safeParse(stored[key]);
    return [key, result.success ? result.data : undefined];
  });
  return settingsSchema.parse(Object.fromEntries(fields.filter(([, value]) => value !== undefined)));
}

/** Every change is written at once, through a temporary file, so a crash never leaves half a file. */
export function createSettingsStore(file: string): SettingsStore {
  let current = readSettings(file);
  return {
    get: () => current,
    update(change) {
      current = settingsSchema.parse({ ...current, ...change });
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(current, null, 2));
      fs.renameSync(temporary, file);
      return current;
    },
  };
}
