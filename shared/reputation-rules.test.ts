import { communityTrust, identityScore, reactionWeight } from './reputation-rules';

test('community trust starts at 50 and a few low-reputation accounts barely move it', () => {
  expect(communityTrust(0, 0)).toBe(50);
  // Three newcomers (total 40) disagreeing: 10 x 50 / (10 + 1.2) = 44.6
  expect(communityTrust(0, 3 * reactionWeight(40))).toBe(45);
  // One respected citizen (total 90) agreeing: (500 + 90) / 10.9 = 54.1
  expect(communityTrust(reactionWeight(90), reactionWeight(90))).toBe(54);
  // Sustained agreement approaches 100, sustained disagreement approaches 0.
  expect(communityTrust(500, 500)).toBe(99);
  expect(communityTrust(0, 500)).toBe(1);
});

test('identity comes from the profile and verification', () => {
  expect(identityScore({ bio: '', communicationStyles: [], kycStatus: 'unverified' })).toBe(0);
  expect(identityScore({ bio: 'Hello', communicationStyles: ['prefersData'], kycStatus: 'pending' })).toBe(30);
  expect(identityScore({ bio: 'Hello', communicationStyles: ['prefersData'], kycStatus: 'verified' })).toBe(100);
});
