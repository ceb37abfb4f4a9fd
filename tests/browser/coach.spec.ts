import { expect, request, test, type Page } from '@playwright/test';
import { createPostByApi, newCitizen, realtimeReady, signUp, uniqueText } from './helpers';

const INSULT = 'You are such an idiot, honestly, everyone can see it';
const THREAT = 'I will kill you if you come back here';

const composer = (page: Page) => page.getByLabel('What do you want to share?');
const postButton = (page: Page) => page.getByRole('button', { name: 'Post', exact: true });
const suggestion = (page: Page, type: string) => page.getByTestId('suggestion').filter({ has: page.getByText(type, { exact: true }) });

test.describe('the AI coach in the composer', () => {
  test('an insult gets a Refinement after the pause, and Acknowledge is accepted', async ({ page }) => {
    await signUp(page);
    await composer(page).fill(INSULT);
    const refinement = suggestion(page, 'Refinement');
    await expect(refinement).toBeVisible({ timeout: 10_000 });
    await expect(refinement.getByRole('button', { name: 'Dispute' })).toBeVisible();

    const acknowledged = page.waitForResponse((r) => r.url().endsWith('/api/callable/acknowledgeAiSuggestion'));
    await refinement.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(refinement.getByRole('button', { name: 'Acknowledged' })).toBeDisabled();
    const reply = await acknowledged;
    expect(reply.status()).toBe(200);
    expect(await reply.json()).toEqual({ result: { acknowledged: true } });
    await expect(refinement.getByRole('button', { name: 'Acknowledged' })).toHaveAttribute('aria-pressed', 'true');

    // Published with the acknowledgement.
    const published = page.waitForRequest((r) => r.url().endsWith('/api/posts') && r.method() === 'POST');
    await postButton(page).click();
    expect((await published).postDataJSON().acknowledgedSuggestions).toHaveLength(1);
    await expect(composer(page)).toHaveValue('');
    await expect(page.getByTestId('suggestion')).toHaveCount(0);
  });

  test('a failed acknowledgement is reverted', async ({ page }) => {
    await signUp(page);
    await page.route('**/api/callable/acknowledgeAiSuggestion', (route) => route.fulfill({ status: 500, json: { error: { status: 'INTERNAL', message: 'no', code: 'INTERNAL' } } }));
    await composer(page).fill(INSULT);
    const refinement = suggestion(page, 'Refinement');
    await expect(refinement).toBeVisible({ timeout: 10_000 });
    await refinement.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(refinement.getByRole('button', { name: 'Acknowledge', exact: true })).toBeEnabled();
  });

  test('a threat is Blocked: Post is disabled and there is no Dispute', async ({ page }) => {
    await signUp(page);
    await composer(page).fill(THREAT);
    const blocked = suggestion(page, 'Blocked');
    await expect(blocked).toBeVisible({ timeout: 10_000 });
    await expect(postButton(page)).toBeDisabled();
    await expect(blocked.getByRole('button')).toHaveCount(0);

    // A harmless text enables Post again once analysed.
    await composer(page).fill(uniqueText('A lovely morning at the market'));
    await expect(page.getByTestId('suggestion').filter({ hasText: 'Blocked' })).toHaveCount(0, { timeout: 10_000 });
    await expect(postButton(page)).toBeEnabled();
  });

  test('Post waits until the coach has read the text as it stands', async ({ page }) => {
    await signUp(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/callable/analyzeText', async (route) => {
      await held;
      await route.continue();
    });
    await composer(page).fill(uniqueText('Thinking about the new bike lanes downtown'));
    // During the pause and while the call is out, the text has not been read: no posting.
    await expect(postButton(page)).toBeDisabled();
    await expect(page.getByText('The AI coach is reading your text…')).toBeVisible();
    await expect(postButton(page)).toBeDisabled();
    release();
    await expect(postButton(page)).toBeEnabled({ timeout: 10_000 });

    // A changed text is a new text: disabled again until it too has been read.
    await composer(page).pressSequentially(' and parks');
    await expect(postButton(page)).toBeDisabled();
    await expect(postButton(page)).toBeEnabled({ timeout: 10_000 });
  });

  test('a text the server refuses on publishing shows its Blocked suggestions', async ({ page }) => {
    await signUp(page);
    // The analysis says nothing, so only the publishing check catches it.
    await page.route('**/api/callable/analyzeText', (route) => route.fulfill({ status: 200, json: { result: { suggestions: [] } } }));
    await composer(page).fill(THREAT);
    await postButton(page).click();
    await expect(suggestion(page, 'Blocked')).toBeVisible();
    await expect(postButton(page)).toBeDisabled();
    await expect(page.getByText('Could not submit post')).toHaveCount(0);
  });

  test('when the analysis keeps failing, it says so and Post stays enabled', async ({ page }) => {
    await signUp(page);
    let calls = 0;
    await page.route('**/api/callable/analyzeText', (route) => {
      calls++;
      return route.fulfill({ status: 503, json: { error: { status: 'UNAVAILABLE', message: 'Service Unavailable', code: 'UNAVAILABLE' } } });
    });
    await composer(page).fill(uniqueText('Thinking about the city council meeting'));
    await expect(page.getByText('AI analysis is currently unavailable')).toBeVisible({ timeout: 10_000 });
    expect(calls).toBe(3);
    await expect(postButton(page)).toBeEnabled();
  });

  test('the dispute modal needs a reason and a valid source, then closes', async ({ page }) => {
    await signUp(page);
    await composer(page).fill(INSULT);
    const refinement = suggestion(page, 'Refinement');
    await expect(refinement).toBeVisible({ timeout: 10_000 });
    await refinement.getByRole('button', { name: 'Dispute' }).click();

    const dialog = page.getByRole('dialog', { name: 'Dispute AI feedback' });
    await expect(dialog).toBeVisible();
    const reason = dialog.getByLabel('Why do you disagree?');
    await expect(reason).toBeFocused();
    const submit = dialog.getByRole('button', { name: 'Submit dispute' });
    await expect(submit).toBeDisabled();
    await reason.fill('   ');
    await reason.blur();
    await expect(dialog.getByText('A reason is required to submit a dispute.')).toBeVisible();
    await expect(submit).toBeDisabled();

    await reason.fill('It is a figure of speech between friends');
    await expect(submit).toBeEnabled();
    await dialog.getByLabel('Source (optional)').fill('not a link');
    await expect(dialog.getByText('Please enter a valid URL.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Source (optional)').fill('https://example.com/figures-of-speech');
    await expect(submit).toBeEnabled();

    // Escape closes it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // A failed submission closes it and says so.
    await page.route('**/api/callable/submitDispute', (route) => route.fulfill({ status: 503, json: { error: { status: 'UNAVAILABLE', message: 'down', code: 'UNAVAILABLE' } } }));
    await refinement.getByRole('button', { name: 'Dispute' }).click();
    await dialog.getByLabel('Why do you disagree?').fill('Still a figure of speech');
    await dialog.getByRole('button', { name: 'Submit dispute' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Failed to submit dispute')).toBeVisible();
    await page.unroute('**/api/callable/submitDispute');

    // A sent one closes it and says so (disputes.spec.ts follows a dispute further).
    await refinement.getByRole('button', { name: 'Dispute' }).click();
    await dialog.getByLabel('Why do you disagree?').fill('It is a figure of speech between friends');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/callable/submitDispute'));
    await dialog.getByRole('button', { name: 'Submit dispute' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your dispute was sent. An admin will review it.')).toBeVisible();
    await expect(page.getByText('Failed to submit dispute')).toHaveCount(0);
  });

  test('a comment gets the coach too, and a Blocked reply cannot be sent', async ({ page }) => {
    await signUp(page);
    const { id } = await createPostByApi(page, uniqueText('Open thread'));
    await page.goto(`/post/${id}`);
    await page.getByLabel('Write a comment').fill(THREAT);
    await expect(suggestion(page, 'Blocked')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Comment', exact: true })).toBeDisabled();
  });
});

test('the reputation card updates live when another citizen agrees with a post', async ({ page, baseURL }) => {
  const ready = realtimeReady(page);
  await signUp(page);
  await ready;
  const card = page.getByRole('region', { name: 'Your reputation' });
  await expect(card.getByTestId('reputation-total')).toHaveText('40');
  await expect(card.getByText('Why my score changed')).toBeVisible();
  const { id, authorId } = await createPostByApi(page, uniqueText('Agree with me'));

  const other = await request.newContext({ baseURL });
  expect((await other.post('/api/auth/signup', { data: { ...newCitizen('ally'), language: 'en' } })).ok()).toBe(true);
  const agreed = await other.post('/api/callable/reactToPost', { data: { data: { postId: id, reactionType: 'agree' } } });
  expect(agreed.ok()).toBe(true);
  await other.dispose();

  await expect(card.getByTestId('reputation-total')).toHaveText('41');
  await expect(card.getByText('52', { exact: true })).toBeVisible();
  await expect(card.getByTestId('reputation-change').first()).toContainText('+2');
  await expect(card.getByTestId('reputation-change').first()).toContainText('Community Trust · reactions from the community');

  // The profile page shows the same pillars and history.
  await page.goto(`/profile/${authorId}`);
  await expect(page.getByTestId('profile-reputation-total')).toHaveText('41');
  await expect(page.getByText('Why my score changed')).toBeVisible();
  await expect(page.getByTestId('reputation-change').first()).toContainText('+2');
});
