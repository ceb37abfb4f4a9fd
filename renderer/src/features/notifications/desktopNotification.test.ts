import { createInstance } from 'i18next';
import en from '../../../../locales/en/notifications.json';
import fr from '../../../../locales/fr/notifications.json';
import type { Notification } from '../../../../shared/notifications';
import { desktopNotification } from './notificationLine';

const actor = { uid: 'u-amara', username: 'Amara Diallo', handle: '@amara', avatarUrl: '/uploads/avatars/amara.png' };
const base = { recipientId: 'u-me', createdAt: '2026-12-06T10:00:00.000Z', read: false, actor };

async function translator(language: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng: language, resources: { [language]: { notifications: language === 'en' ? en : fr } }, interpolation: { escapeValue: false } });
  return i18n.getFixedT(language, 'notifications');
}

describe('a native notification', () => {
  it('says who, what the notifications page says, and leads where the item does', async () => {
    const t = await translator('en');
    const comment: Notification = { ...base, id: 'n-1', type: 'comment', postId: 'p-1' };
    expect(desktopNotification(t, comment, 'The Digital City')).toEqual({
      id: 'n-1',
      title: 'Amara Diallo',
      body: 'Amara Diallo commented on your post',
      path: '/post/p-1',
    });
    expect(desktopNotification(t, { ...base, id: 'n-2', type: 'follow' }, 'The Digital City').path).toBe('/profile/u-amara');
    expect(desktopNotification(t, { ...base, id: 'n-3', type: 'message', conversationId: 'c-1' }, 'The Digital City').path).toBe('/embassy/c-1');
  });

  it('is in the citizen’s language, and signed by the city when no citizen caused it', async () => {
    const t = await translator('fr');
    const ruling: Notification = { ...base, actor: null, id: 'n-4', type: 'dispute_resolved', disputeId: 'd-1', disputeOutcome: 'upheld' };
    expect(desktopNotification(t, ruling, 'La Cité numérique')).toEqual({
      id: 'n-4',
      title: 'La Cité numérique',
      body: 'L’avis du coach IA que vous avez contesté a été examiné : l’avis est maintenu',
      path: '/profile/u-me',
    });
  });

  it('leads to the notifications page when it is about nothing else', async () => {
    const t = await translator('en');
    const report: Notification = { ...base, actor: null, id: 'n-5', type: 'report_resolved' };
    expect(desktopNotification(t, report, 'The Digital City').path).toBe('/notifications');
  });
});
