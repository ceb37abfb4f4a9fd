import { expect, test, type Page } from '@playwright/test';
import { PASSWORD_RESET_LINK_MINUTES, REPUTATION_DEFAULTS, REPUTATION_WEIGHTS, SESSION_IDLE_DAYS } from '../../shared/constants';
import { COACHABILITY, IDENTITY, TRUST_PRIOR_WEIGHT } from '../../shared/reputation-rules';
import { signUpByApi } from './helpers';

const questions = (page: Page) => page.getByTestId('help-question');

test.describe('the Hall of Wisdom', () => {
  test('shows the formulas of the reputation rules and finds answers as one types', async ({ page }) => {
    await signUpByApi(page);
    await page.goto('/app');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hall of Wisdom' })).toBeVisible();

    const w = REPUTATION_WEIGHTS;
    await expect(page.getByTestId('formula-total')).toHaveText(
      `Total = round(${w.identity} × Identity + ${w.coachability} × Coachability + ${w.communityTrust} × Community trust)`,
    );
    await expect(page.getByTestId('formula-identity')).toHaveText(
      `Identity = bio ${IDENTITY.bio} + communication styles ${IDENTITY.communicationStyles} + verified identity ${IDENTITY.verified}`,
    );
    await expect(page.getByTestId('formula-communityTrust')).toHaveText(
      `Community trust = (${TRUST_PRIOR_WEIGHT} × ${REPUTATION_DEFAULTS.communityTrust} + 100 × weight of agreements) / (${TRUST_PRIOR_WEIGHT} + weight of all reactions)`,
    );
    const coachability = questions(page).filter({ hasText: 'How does AI Coachability move?' });
    await expect(coachability).toContainText(`gives +${COACHABILITY.acknowledged}`);
    await expect(coachability).toContainText(`at most ${COACHABILITY.dailyGainCap} points up and ${COACHABILITY.dailyLossCap} points down a day`);

    const everything = await questions(page).count();
    const search = page.getByRole('searchbox', { name: 'Search the Hall of Wisdom' });
    await search.fill('dispute');
    await expect(page.getByTestId('help-results')).toContainText('answers match your search');
    const found = await questions(page).count();
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(everything);
    for (const text of await questions(page).allInnerTexts()) expect(text.toLowerCase()).toContain('dispute');
    await expect(page.locator('mark').first()).toHaveText(/dispute/i);
    await expect(questions(page).filter({ hasText: 'How do I dispute the coach’s feedback?' })).toBeVisible();
    await expect(questions(page).filter({ hasText: 'Who sees an Inner Circle post?' })).toHaveCount(0);

    await search.fill('dispute pineapple');
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByTestId('help-results')).toHaveText('No answer matches “dispute pineapple”. Try another word, or browse the sections below once the search is cleared.');

    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(questions(page)).toHaveCount(everything);
  });

  test('speaks French, numbers and search included', async ({ page }) => {
    await signUpByApi(page);
    await page.goto('/help');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salle de la Sagesse' })).toBeVisible();
    const decimal = (value: number) => String(value).replace('.', ',');
    await expect(page.getByTestId('formula-total')).toHaveText(
      `Total = arrondi(${decimal(REPUTATION_WEIGHTS.identity)} × Identité + ${decimal(REPUTATION_WEIGHTS.coachability)} × Coachabilité + ` +
        `${decimal(REPUTATION_WEIGHTS.communityTrust)} × Confiance communautaire)`,
    );

    // Accents do not matter: "regle" finds "règles".
    await page.getByRole('searchbox', { name: 'Chercher dans la Salle de la Sagesse' }).fill('regle');
    await expect(page.locator('mark').first()).toHaveText('règle');
    for (const text of await questions(page).allInnerTexts()) expect(text.toLowerCase()).toContain('règle');
    await expect(questions(page).filter({ hasText: 'Comment la Coachabilité IA évolue-t-elle ?' })).toBeVisible();
  });
});

test.describe('the company pages', () => {
  test('the landing footer leads a visitor to real About, Privacy, Terms and Contact pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const pages = [
      { link: 'About', url: /\/about$/, title: 'About the Digital City', text: 'The three pillars of trust' },
      { link: 'Privacy', url: /\/privacy$/, title: 'Privacy', text: 'Delete my account' },
      { link: 'Terms', url: /\/terms$/, title: 'Terms of use', text: 'How we treat each other' },
      { link: 'Contact', url: /\/contact$/, title: 'Contact', text: 'The coach got it wrong' },
    ];
    for (const { link, url, title, text } of pages) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
    }
  });

  test('the privacy page says what is kept, for how long and how to delete the account, in both languages', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText(`after ${SESSION_IDLE_DAYS} days without a visit`);
    await expect(main).toContainText(`for ${PASSWORD_RESET_LINK_MINUTES} minutes`);
    await expect(main).toContainText('Open Settings and go to Delete my account');
    await expect(main).toContainText('signed by a former citizen');

    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
    await expect(main).toContainText(`après ${SESSION_IDLE_DAYS} jours sans visite`);
    await expect(main).toContainText('Supprimer mon compte');
    await page.reload();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confidentialité' })).toBeVisible();
  });
});
