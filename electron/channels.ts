// The IPC channels between the preload and the main process: the main process listens on these
// and nothing else, and the preload sends on these and nothing else.

/** Renderer to main, fire and forget. */
export const SEND_CHANNELS = {
  setUnreadBadge: 'desktop:set-unread-badge',
  openWindow: 'desktop:open-window',
  notify: 'desktop:notify',
  setLanguage: 'desktop:set-language',
  openExternal: 'desktop:open-external',
} as const;

/** Renderer to main, with an answer. */
export const INVOKE_CHANNELS = {
  getNativeNotifications: 'desktop:get-native-notifications',
  setNativeNotifications: 'desktop:set-native-notifications',
} as const;

/** Main to renderer: show this path. */
export const NAVIGATE_CHANNEL = 'desktop:navigate';

export type SendChannel = (typeof SEND_CHANNELS)[keyof typeof SEND_CHANNELS];
export type InvokeChannel = (typeof INVOKE_CHANNELS)[keyof typeof INVOKE_CHANNELS];
