import type { resources } from './i18n';
import type mail from '../../locales/en/mail.json';

// Typed translation keys. The server and the renderer are type-checked as one program, so
// this declaration covers the server's emails too: `mail` is listed with the defaults,
// which lets its `getFixedT(lng)` write 'mail:…' keys (the renderer's default stays common).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: ['common', 'mail'];
    resources: (typeof resources)['en'] & { mail: typeof mail };
  }
}
