import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { newCitizen, signUpByApi } from './helpers';

// Settings: each section saves with a visible confirmation, the header and the reputation card
// follow at once, and the French interface shows every section.

const SUNSET = path.join(__dirname, '..', '..', 'scripts', 'seed-images', 'sunset.png');

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });
const headerAvatar = (page: Page) => page.getByRole('button', { name: /Account menu|Menu du compte/ }).locator('img');

test('the profile saves with its confirmation; the header, the reputation card and the profile page follow', async ({ page }) => {
  const citizen = await signUpByApi(page);
  await page.goto('/app');
  await expect(page.getByRole('region', { name: 'Your reputation' }).locator('.pillar-bar').first()).toContainText('0');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: citizen.username, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('Username')).toHaveValue(`@${citizen.handle}`);
  await expect(profile.getByLabel('Username')).not.toBeEditable();
  await profile.getByLabel('Display name').fill('Ada the Gardener');
  await profile.getByLabel('Bio').fill('I grow tomatoes.');
  await expect(profile.getByTestId('bio-counter')).toHaveText('16 / 300');
  await profile.getByLabel('Prefers data').check();
  await profile.getByLabel('Empathy first').check();
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile is saved.');

  // The header shows the new name at once.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('.avatar-menu__who')).toContainText('Ada the Gardener');

  // The profile page shows the saved profile.
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Ada the Gardener', level: 1 })).toBeVisible();
  await expect(page.getByText('I grow tomatoes.')).toBeVisible();

  // The identity pillar moved: a bio 15 and styles 15.
  await page.getByRole('link', { name: 'The Digital City' }).first().click();
  await expect(page.getByRole('region', { name: 'Your reputation' })).toContainText('Ada the Gardener');
  await expect(page.getByRole('region', { name: 'Your reputation' }).locator('.pillar-bar').first()).toContainText('30');
});

test('an avatar is framed in a square, uploads with its progress, and shows in the header', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/settings');
  const before = await headerAvatar(page).getAttribute('src');
  await section(page, 'Profile').getByLabel('Choose a picture').setInputFiles(SUNSET);
  const cropper = page.getByRole('dialog', { name: 'Frame your avatar' });
  await expect(cropper).toBeVisible();
  const frame = cropper.getByTestId('avatar-frame');
  await frame.focus();
  await page.keyboard.press('ArrowLeft');
  await cropper.getByLabel('Zoom').fill('1.5');
  // The reply waits until the progress has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/me/avatar', async (route) => {
    await held;
    await route.continue();
  });
  await cropper.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();
  await expect(section(page, 'Profile').getByRole('status')).toHaveText('Your avatar is saved.');
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveCount(0);
  await expect(headerAvatar(page)).toHaveAttribute('src', /^\/uploads\/avatars\//);
  expect(await headerAvatar(page).getAttribute('src')).not.toBe(before);
  await expect(page.getByTestId('settings-avatar')).toHaveAttribute('src', /^\/uploads\/avatars\//);
});

test('language, privacy and identity verification each save with a confirmation', async ({ page }) => {
  await signUpByApi(page);
  await page.goto('/settings');

  await section(page, 'Privacy').getByRole('switch', { name: 'Protected account' }).check();
  await expect(section(page, 'Privacy').getByRole('status')).toHaveText('Your account is protected.');
  expect((await (await page.request.get('/api/auth/me')).json()).user.protected).toBe(true);

  const verification = section(page, 'Identity verification');
  await expect(verification.getByTestId('kyc-status')).toHaveText('Not verified');
  await verification.getByRole('button', { name: 'Request verification' }).click();
  await expect(verification.getByRole('status')).toHaveText('Your request is sent.');
  await expect(verification.getByTestId('kyc-status')).toHaveText('Pending: an admin will review your request.');
  await page.reload();
  await expect(section(page, 'Identity verification').getByTestId('kyc-status')).toHaveText('Pending: an admin will review your request.');

  await section(page, 'Language').getByLabel('Français').check();
  await section(page, 'Language').getByRole('button', { name: 'Save' }).click();
  await expect(section(page, 'Langue').getByRole('status')).toHaveText('Votre langue est enregistrée.');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  expect((await (await page.request.get('/api/auth/me')).json()).user.language).toBe('fr');
});

test('a password change says when the new passwords differ or the current one is wrong, then saves', async ({ page }) => {
  const citizen = await signUpByApi(page);
  await page.goto('/settings');
  const password = section(page, 'Password');
  const fill = async (current: string, next: string, confirm: string) => {
    await password.getByLabel('Current password').fill(current);
    await password.getByLabel('New password', { exact: true }).fill(next);
    await password.getByLabel('Confirm new password').fill(confirm);
    await password.getByRole('button', { name: 'Change password' }).click();
  };
  await fill(citizen.password, 'a brand new one', 'a brand new two');
  await expect(password.getByRole('alert')).toHaveText('New passwords do not match.');
  await fill('not my password', 'a brand new one', 'a brand new one');
  await expect(password.getByRole('alert')).toHaveText('Incorrect current password.');
  await fill(citizen.password, 'a brand new one', 'a brand new one');
  await expect(password.getByRole('status')).toHaveText('Your password is changed. Your other devices are signed out.');
  await expect(password.getByLabel('Current password')).toHaveValue('');
});

test('sessions list the devices signed in; signing out of the others ends them', async ({ page, baseURL }) => {
  const citizen = await signUpByApi(page);
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
  const phone = await request.newContext({ baseURL, userAgent: iPhone });
  expect((await phone.post('/api/auth/login', { data: { email: citizen.email, password: citizen.password } })).status()).toBe(200);
  await page.goto('/settings');

  const sessions = section(page, 'Sessions');
  await expect(sessions.getByTestId('session')).toHaveCount(2);
  await expect(sessions.getByTestId('session').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.getByTestId('session').filter({ hasText: 'Safari on iOS' })).toContainText('Last used');
  await sessions.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(sessions.getByRole('status')).toHaveText('1 other device is signed out.');
  await expect(sessions.getByTestId('session')).toHaveCount(1);
  expect((await phone.get('/api/auth/me')).status()).toBe(401);
  await phone.dispose();
});

test('deleting the account asks for the password, then signs out for good', async ({ page }) => {
  const citizen = await signUpByApi(page);
  await page.goto('/settings');
  const danger = section(page, 'Delete my account');
  const remove = danger.getByRole('button', { name: 'Delete my account' });
  await danger.getByLabel('Password').fill('not my password');
  await expect(remove).toBeDisabled();
  await danger.getByLabel('I understand that this cannot be undone.').check();
  await remove.click();
  await expect(danger.getByRole('alert')).toHaveText('Incorrect current password.');
  await danger.getByLabel('Password').fill(citizen.password);
  await remove.click();
  await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();
  expect((await page.request.post('/api/auth/login', { data: { email: citizen.email, password: citizen.password } })).status()).toBe(401);
});

test('the French interface shows every section in French', async ({ page }) => {
  await signUpByApi(page, { ...newCitizen('francais') });
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  for (const title of ['Profil', 'Langue', 'Confidentialité', 'Mot de passe', 'Vérification d’identité', 'Sessions', 'Supprimer mon compte']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(section(page, 'Profil').getByLabel('Nom affiché')).toBeVisible();
  await expect(section(page, 'Profil').getByLabel('Préfère les données')).toBeVisible();
  await expect(section(page, 'Confidentialité').getByRole('switch', { name: 'Compte protégé' })).toBeVisible();
  await expect(section(page, 'Vérification d’identité').getByTestId('kyc-status')).toHaveText('Non vérifiée');
  await expect(section(page, 'Sessions').getByText('Cet appareil')).toBeVisible();

  const password = section(page, 'Mot de passe');
  await password.getByLabel('Mot de passe actuel').fill('correct horse');
  await password.getByLabel('Nouveau mot de passe', { exact: true }).fill('un nouveau mot');
  await password.getByLabel('Confirmez le nouveau mot de passe').fill('un autre mot');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByRole('alert')).toHaveText('Les nouveaux mots de passe ne correspondent pas.');

  const profile = section(page, 'Profil');
  await profile.getByLabel('Bio').fill('x'.repeat(20));
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByRole('status')).toHaveText('Votre profil est enregistré.');
});
