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
      return { ...base, actor: null, postId: 'p-1', reportAction: 'hide', reportReason: 'spam', note: 'Please stop advertising.' };
    case 'identity_reviewed':
      return { ...base, actor: null, kycDecision: 'unverified', note: 'The photo is unreadable.' };
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

describe('an admin’s ruling tells the citizen what was decided, why, and the admin’s note, in both languages', () => {
  const i18n = createInstance();
  void i18n.init({ resources: { en: { notifications: en }, fr: { notifications: fr } }, initAsync: false, interpolation: { escapeValue: false } });

  test('a removed post: the action, the reporters’ main reason and the note', () => {
    const removed: Notification = { ...sample('report_resolved'), postId: undefined, reportAction: 'remove', reportReason: 'hate', note: 'Slurs are not allowed.' };
    expect(notificationLine(i18n.getFixedT('en', 'notifications'), removed)).toBe(
      'An admin reviewed your content after a report for hate speech or harassment: it was removed. Note from the admin: “Slurs are not allowed.”',
    );
    expect(notificationLine(i18n.getFixedT('fr', 'notifications'), removed)).toBe(
      'Un administrateur a examiné votre contenu après un signalement pour discours haineux ou harcèlement : il a été retiré. Note de l’administrateur : « Slurs are not allowed. »',
    );
  });

  test('a rejected verification gives the reason; a verified one needs none', () => {
    expect(notificationLine(i18n.getFixedT('en', 'notifications'), sample('identity_reviewed'))).toBe(
      'Your identity verification request was reviewed: your identity could not be verified. Note from the admin: “The photo is unreadable.”',
    );
    const verified: Notification = { ...sample('identity_reviewed'), kycDecision: 'verified', note: undefined };
    expect(notificationLine(i18n.getFixedT('fr', 'notifications'), verified)).toBe('Votre demande de vérification d’identité a été examinée : votre identité est vérifiée');
    expect(notificationTarget(verified)).toBe('/profile/u-me');
  });
});
