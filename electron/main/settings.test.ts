import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSettingsStore } from './settings';

const settingsFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-settings-')), 'settings.json');

describe('the desktop’s settings', () => {
  it('start with native notifications on and no server', () => {
    expect(createSettingsStore(settingsFile()).get()).toEqual({ nativeNotifications: true });
  });

  it('are kept across launches', () => {
    const file = settingsFile();
    createSettingsStore(file).update({ serverAddress: 'https://city.example.org', nativeNotifications: false, language: 'fr' });
    expect(createSettingsStore(file).get()).toEqual({ serverAddress: 'https://city.example.org', nativeNotifications: false, language: 'fr' });
  });

  it('survive a damaged file: what is readable stays, the rest falls back to the defaults', () => {
    const file = settingsFile();
    fs.writeFileSync(file, JSON.stringify({ serverAddress: 'https://city.example.org', nativeNotifications: 'yes', language: 'de' }));
    expect(createSettingsStore(file).get()).toEqual({ serverAddress: 'https://city.example.org', nativeNotifications: true });
    fs.writeFileSync(file, '{ not json');
    expect(createSettingsStore(file).get()).toEqual({ nativeNotifications: true });
  });
});
