import { amountSchema, tipCents, TIP_AMOUNT_PATTERN } from './payments';

test('a custom tip amount is digits with an optional decimal point and at most two decimals', () => {
  for (const text of ['5', '12.', '12.3', '12.34', '0.5', '1000']) expect(TIP_AMOUNT_PATTERN.test(text)).toBe(true);
  for (const text of ['', '.5', '12.345', '1,5', '-1', '1e3', ' 5', '5 ', 'five', '1.2.3']) expect(TIP_AMOUNT_PATTERN.test(text)).toBe(false);
});

test('the amount is sent in cents, rounded', () => {
  expect(tipCents('5')).toBe(500);
  expect(tipCents('12.34')).toBe(1234);
  expect(tipCents('0.29')).toBe(29);
  expect(tipCents('1.1')).toBe(110);
  expect(tipCents('12.')).toBe(1200);
  expect(tipCents('12.345')).toBeNull();
});

test('the server takes whole cents from 100 to 100,000 and nothing else', () => {
  for (const amount of [100, 500, 100_000]) expect(amountSchema.safeParse(amount).success).toBe(true);
  const refusal = (amount: unknown) => amountSchema.safeParse(amount).error?.issues[0].message;
  expect(refusal(99)).toBe('AMOUNT_TOO_SMALL');
  expect(refusal(100_001)).toBe('AMOUNT_TOO_LARGE');
  for (const amount of ['-1', '100', 0.5, 0.001, 1e21, Number.NaN, Infinity, null, [500], undefined]) expect(refusal(amount)).toBe('AMOUNT_INVALID');
});
