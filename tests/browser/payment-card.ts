import type { Locator } from '@playwright/test';

/** Fills the demo provider's card form in the payment modal (a tip or a contribution), in English. */
export async function fillCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('Security code').fill('123');
}

/** The same form in French. */
export async function fillFrenchCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Numéro de carte').fill(number);
  await dialog.getByLabel('Expiration').fill('12/34');
  await dialog.getByLabel('Code de sécurité').fill('123');
}
