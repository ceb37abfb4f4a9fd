import { z } from 'zod';
import { LANGUAGES, type Language } from '../../shared/constants';
import { isAdminPath, isAppPath, type DesktopNotification } from '../../shared/desktop';
import { INVOKE_CHANNELS, SEND_CHANNELS, type InvokeChannel, type SendChannel } from '../channels';
import { isServerUrl, webOrigin } from './origin';

// Every message from a renderer is checked before it does anything: it must come on one of the known
// channels, from the top frame of one of the app's own windows showing a page of the city's server
// (not a frame inside it, not a local page, not another site), with arguments of the expected shape.

export interface IpcEvent {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's ipcMain the app uses. */
export interface IpcMainLike {
  on(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => void): unknown;
  handle(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown): unknown;
}

export interface SenderCheck {
  serverAddress(): string | null;
  ownsContents(contentsId: number): boolean;
}

export function isTrustedSender(event: IpcEvent, check: SenderCheck): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isServerUrl(frame.url, check.serverAddress()) && check.ownsContents(event.sender.id);
}

export interface DesktopHandlers {
  setUnreadBadge(senderContentsId: number, count: number): void;
  openWindow(path: string): void;
  notify(notification: DesktopNotification): void;
  setLanguage(language: Language): void;
  openExternal(url: string): void;
  getNativeNotifications(): boolean;
  setNativeNotifications(enabled: boolean): void;
}

const desktopNotificationSchema = z.strictObject({
  id: z.string().min(1).max(100),
  title: z.string().min(1).max(200),
  body: z.string().max(500),
  icon: z.string().max(200_000).regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/).optional(),
  path: z.string().refine(isAppPath),
}) satisfies z.ZodType<DesktopNotification>;
const unreadCountSchema = z.number().int().min(0).max(1_000_000);
const languageSchema = z.enum(LANGUAGES);

/** A link to somewhere else on the web: http or https, and not the city's own server. */
const externalUrl = (check: SenderCheck) => z.string().max(4000).refine((url) => webOrigin(url) !== null && !isServerUrl(url, check.serverAddress()));
const adminPath = z.string().refine(isAdminPath);

/** Why a message was refused, for the log. */
export type Refusal = { channel: string; reason: 'sender' | 'arguments' };

export function registerIpc(ipcMain: IpcMainLike, check: SenderCheck, handlers: DesktopHandlers, onRefused: (refusal: Refusal) => void): void {
  const sends: Record<SendChannel, [z.ZodType, (event: IpcEvent, value: never) => void]> = {
    [SEND_CHANNELS.setUnreadBadge]: [unreadCountSchema, (event, count: number) => handlers.setUnreadBadge(event.sender.id, count)],
    [SEND_CHANNELS.openWindow]: [adminPath, (_event, path: string) => handlers.openWindow(path)],
    [SEND_CHANNELS.notify]: [desktopNotificationSchema, (_event, notification: DesktopNotification) => handlers.notify(notification)],
    [SEND_CHANNELS.setLanguage]: [languageSchema, (_event, language: Language) => handlers.setLanguage(language)],
    [SEND_CHANNELS.openExternal]: [externalUrl(check), (_event, url: string) => handlers.openExternal(url)],
  };
  const invokes: Record<InvokeChannel, [z.ZodType, (value: never) => unknown]> = {
    [INVOKE_CHANNELS.getNativeNotifications]: [z.undefined(), () => handlers.getNativeNotifications()],
    [INVOKE_CHANNELS.setNativeNotifications]: [z.boolean(), (enabled: boolean) => handlers.setNativeNotifications(enabled)],
  };

  /** The message's one argument, checked; undefined (and logged) when the message is refused. */
  const accept = (channel: string, event: IpcEvent, args: unknown[], schema: z.ZodType): { value: never } | undefined => {
    if (!isTrustedSender(event, check)) return void onRefused({ channel, reason: 'sender' });
    const parsed = args.length <= 1 ? schema.safeParse(args[0]) : null;
    if (!parsed?.success) return void onRefused({ channel, reason: 'arguments' });
    return { value: parsed.data as never };
  };

  for (const [channel, [schema, handle]] of Object.entries(sends)) {
    ipcMain.on(channel, (event, ...args) => {
      const accepted = accept(channel, event, args, schema);
      if (accepted) handle(event, accepted.value);
    });
  }
  for (const [channel, [schema, handle]] of Object.entries(invokes)) {
    ipcMain.handle(channel, (event, ...args) => {
      const accepted = accept(channel, event, args, schema);
      if (!accepted) throw new Error(`Refused: ${channel}`);
      return handle(accepted.value);
    });
  }
}
