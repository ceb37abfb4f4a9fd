// Who the app is to the operating system. The installer's shortcut carries the same id as the running
// app (AppUserModelID), which Windows needs to show its notifications and group its taskbar button.
export const APP_ID = 'city.digital.desktop';
export const PRODUCT_NAME = 'The Digital City';
/** The staged app's folder name for the package's files (dist/desktop-app), and the executable's name. */
export const EXECUTABLE_NAME = 'digital-city';
