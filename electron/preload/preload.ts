// The preload: runs isolated from the page (contextIsolation) in a sandbox, and gives the page one
// thing, `window.desktop`, typed by shared/desktop.ts.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';
import { openClickedExternalLinks } from './externalLinks';

contextBridge.exposeInMainWorld('desktop', createBridge(ipcRenderer));
openClickedExternalLinks(document, () => location.origin, (channel, url) => ipcRenderer.send(channel, url));
