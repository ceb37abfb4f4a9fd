/** The part of Electron's app that single-instance handling uses. */
export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/**
 * One running app per citizen: a second launch quits at once and the first one comes forward.
 * Returns whether this process is the one that runs.
 */
export function claimSingleInstance(app: SingleInstanceApp, bringForward: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', bringForward);
  return true;
}
