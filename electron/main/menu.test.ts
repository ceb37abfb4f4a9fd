import { appMenuTemplate, type AppMenuItem } from './menu';
import { desktopTexts } from './texts';

const labelled = (items: AppMenuItem[]) => items.filter((item): item is Extract<AppMenuItem, { label: string }> => 'label' in item);

describe('the app menu', () => {
  it('has a City menu whose first entry opens the page that changes the server’s address', () => {
    let opened = 0;
    const menu = appMenuTemplate(desktopTexts('en'), 'linux', { changeServerAddress: () => void opened++ });
    expect(labelled(menu).map((item) => item.label)).toEqual(['City', 'Edit', 'View', 'Window']);
    const city = menu[0] as { submenu: AppMenuItem[] };
    const [serverAddress] = labelled(city.submenu) as { label: string; click: () => void }[];
    expect(serverAddress.label).toBe('Server address…');
    serverAddress.click();
    expect(opened).toBe(1);
    expect(city.submenu).toContainEqual({ role: 'quit' });
  });

  it('speaks French, and follows macOS’s conventions there (the app menu first, quitting from it)', () => {
    const menu = appMenuTemplate(desktopTexts('fr'), 'darwin', { changeServerAddress: () => {} });
    expect(menu[0]).toEqual({ role: 'appMenu' });
    const city = menu[1] as { label: string; submenu: AppMenuItem[] };
    expect(city.label).toBe('Cité');
    expect(labelled(city.submenu)[0].label).toBe('Adresse du serveur…');
    expect(city.submenu).not.toContainEqual({ role: 'quit' });
  });
});
