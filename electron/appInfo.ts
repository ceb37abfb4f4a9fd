// Who the app is to the operating system. The installer's shortcut carries the same id as the running
// app (AppUserModelID), which Windows needs to show its notifications and group its taskbar button.
export const APP_ID = 'city.digital.desktop';
export const PRODUCT_NAME = 'The Digital City';
/** The executable's name, and the desktop app's package name (not the project's: the two must differ). */
export const EXECUTABLE_NAME = 'digital-city-desktop';
