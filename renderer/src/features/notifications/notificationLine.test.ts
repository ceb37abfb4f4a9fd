import { createInstance } from 'i18next';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '../../../../shared/notifications';
import { LANGUAGES } from '../../../../shared/constants';
import en from '../../../../locales/en/notifications.json';
import fr from '../../../../locales/fr/notifications.json';
import { notificationLine, notificationTarget } from './notificationLine';

const actor = { uid: 'u-actor', username: 'Amara Diallo', handle: '@amara', avatarUrl: 'data:,' };

/** A notification of each type as the server writes it: the fields its cause gives it. */
const sample = (type: NotificationType): Notification => {
  const base = { id: `n-${type}`, recipientId: 'u-me', type, createdAt: '2026-12-06T10:00:00.000Z', read: false, actor };
  switch (type) {
    case 'comment':
    case 'reply':
    case 'agree':
    case 'tip':
      return { ...base, postId: 'p-1' };
    case 'message':
      return { ...base, conversationId: 'c-1' };
    case 'guild_invite':
      return { ...base, guildId: 'g-1' };
    case 'dispute_resolved':
      return { ...base, actor: null, disputeId: 'd-1', disputeOutcome: 'overturned' };
    case 'report_resolved':
      return { ...base, actor: null, postId: 'p-1' };
    default:
      return base;
  }
};

describe.each(LANGUAGES)('in %s', (language) => {
  const i18n = createInstance();
  void i18n.init({ lng: language, resources: { en: { notifications: en }, fr: { notifications: fr } }, initAsync: false, interpolation: { escapeValue: false } });
  const t = i18n.getFixedT(language, 'notifications');

  test.each([...NOTIFICATION_TYPES])('a %s notification says who did what, in words of its own, and leads somewhere', (type) => {
    const notification = sample(type);
    const line = notificationLine(t, notification);
    expect(line).not.toMatch(/{{|}}|types\./);
    if (notification.actor) expect(line).toContain('Amara Diallo');
    // Each language has its own text for each type, not the other language's.
    expect(line).not.toBe(notificationLine(i18n.getFixedT(language === 'en' ? 'fr' : 'en', 'notifications'), notification));
    expect(notificationTarget(notification)).toMatch(/^\/(post|embassy|guilds|profile)\//);
  });
});

test('an overturned dispute says so, and leads to the history on one’s own profile', () => {
  const i18n = createInstance();
  void i18n.init({ lng: 'en', resources: { en: { notifications: en } }, initAsync: false });
  expect(notificationLine(i18n.getFixedT('en', 'notifications'), sample('dispute_resolved'))).toContain(en.disputeOutcomes.overturned);
  expect(notificationTarget(sample('dispute_resolved'))).toBe('/profile/u-me');
});

test('a tip says how much, written the way each language writes dollars', () => {
  const i18n = createInstance();
  void i18n.init({ resources: { en: { notifications: en }, fr: { notifications: fr } }, initAsync: false, interpolation: { escapeValue: false } });
  const tip: Notification = { ...sample('tip'), amount: 1250 };
  expect(notificationLine(i18n.getFixedT('en', 'notifications'), tip)).toBe('Amara Diallo sent you a $12.50 tip');
  expect(notificationLine(i18n.getFixedT('fr', 'notifications'), tip).replace(/\s/g, ' ')).toBe('Amara Diallo vous a envoyé un pourboire de 12,50 $US');
});
