import { simpleParser } from 'mailparser';
import { expect, test } from '@playwright/test';
import { logIn, newCitizen, outbox, signUp, signUpByApi } from './helpers';

test.describe('signed out', () => {
  test('the landing page: Login, Join, the typing headline, pillars, features, footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The three pillars of trust' })).toBeVisible();
    for (const pillar of ['Identity', 'AI Coachability', 'Community Trust']) await expect(page.getByRole('heading', { name: pillar })).toBeVisible();
    for (const feature of [/AI co-pilot/i, /visible dynamic trust/i, /support creators directly/i]) await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('©');

    // The headline types a phrase, pauses, deletes it and types the next one.
    const headline = page.getByTestId('typing-headline');
    await expect(headline).toHaveText('Where trust is visible.', { timeout: 6000 });
    await expect(headline).toHaveText('Where every voice has a coach.', { timeout: 12000 });
  });

  test('Join opens the sign-up form and the link switches to login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByLabel('Display name')).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Display name')).toHaveCount(0);
  });

  test('an unknown signed-out path lands on the landing page', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Join' })).toBeVisible();
  });

  test('the handle is forced to start with @ and keeps only letters, digits and underscore', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill('jean-luc picard!');
    await expect(page.getByLabel('Username')).toHaveValue('@jeanlucpicard');
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /Show/ }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: /Hide/ }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('sign-up and sign-in', () => {
  test('a new citizen signs up, sees the feed shell, stays signed in across a reload, signs out and back in', async ({ page }) => {
    const citizen = await signUp(page);
    await expect(page.getByTestId('reputation-total')).toHaveText('40');
    await expect(page.getByRole('tab', { name: /For You/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Following/ })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('reputation-total')).toHaveText('40');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/app');
    await expect(page).toHaveURL(/\/$/);

    await logIn(page, citizen);
    await expect(page).toHaveURL(/\/app$/);
  });

  test('a wrong password shows "Incorrect email or password"', async ({ page }) => {
    const citizen = newCitizen();
    await logIn(page, { email: citizen.email, password: 'wrong password' });
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password');
  });

  test('a too-short password shows "Password must be at least 6 characters"', async ({ page }) => {
    await page.goto('/signup');
    const citizen = newCitizen();
    await page.getByLabel('Display name').fill(citizen.username);
    await page.getByLabel('Username').fill(citizen.handle);
    await page.getByLabel('Email').fill(citizen.email);
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the sign-up messages of the spec, word for word', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill out your display name and username');
    await page.getByLabel('Display name').fill('Ada');
    await page.getByLabel('Username').fill('ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email address');
  });

  test('an email already in use is refused', async ({ page, browser }) => {
    const citizen = await signUp(page);
    const other = await browser.newPage();
    await other.goto('/signup');
    await other.getByLabel('Display name').fill('Someone else');
    await other.getByLabel('Username').fill(`${citizen.handle}_2`);
    await other.getByLabel('Email').fill(citizen.email);
    await other.getByLabel('Password', { exact: true }).fill('another password');
    await other.getByRole('button', { name: 'Sign up' }).click();
    await expect(other.getByRole('alert')).toHaveText('Email is already in use');
    await other.close();
  });

  test('forgot password: the emailed link lets the citizen choose a new password', async ({ page }) => {
    const citizen = await signUp(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your email address');
    await page.getByLabel('Email').fill(citizen.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText('Password reset email sent! Check your inbox.');

    let mail: string | undefined;
    await expect.poll(() => (mail = outbox().find((m) => m.includes(citizen.email)))).toBeTruthy();
    const link = new URL((await simpleParser(mail!)).text!.match(/https?:\/\/\S+/)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('a brand new password');
    await page.getByLabel('Confirm password').fill('a different one');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('New passwords do not match.');
    await page.getByLabel('Confirm password').fill('a brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    await logIn(page, { email: citizen.email, password: 'a brand new password' });
    await expect(page).toHaveURL(/\/app$/);
  });
});

test.describe('the signed-in shell', () => {
  test('switching to French changes the header and menus and survives a reload', async ({ page }) => {
    await signUp(page);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('link', { name: 'La Cité numérique' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explorer', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    for (const item of ['Profil', 'Paramètres', 'Aide', 'Déconnexion']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'La Cité numérique' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('link', { name: 'The Digital City' })).toBeVisible();
  });

  test('the search box opens /search/{url-encoded query}', async ({ page }) => {
    await signUp(page);
    await page.getByRole('searchbox', { name: 'Search the city' }).fill('café & croissants');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/caf%C3%A9%20%26%20croissants$/);
  });

  // One test per address, each signed up through the API: fifteen cold page loads in one test
  // outgrew its time on a busy machine.
  for (const route of ['/explore', '/help', '/settings', '/embassy', '/embassy/abc', '/guilds', '/guilds/create', '/guilds/abc', '/notifications', '/hashtag/city', '/search/x']) {
    test(`${route} opens at its own address`, async ({ page }) => {
      await signUpByApi(page);
      await page.goto(route);
      await expect(page).toHaveURL(new RegExp(`${route.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  for (const route of ['/nowhere', '/login', '/signup', '/', '/admin']) {
    test(`${route} sends a signed-in citizen to /app`, async ({ page }) => {
      await signUpByApi(page);
      await page.goto(route);
      await expect(page).toHaveURL(/\/app$/);
    });
  }

  test('the header icons lead to guilds, the embassy, explore and notifications', async ({ page }) => {
    await signUp(page);
    for (const [name, path] of [['Found a guild', '/guilds/create'], ['Embassy', '/embassy'], ['Explore', '/explore'], ['Notifications', '/notifications']]) {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.getByRole('link', { name: 'The Digital City' }).click();
    await expect(page).toHaveURL(/\/app$/);
  });
});
