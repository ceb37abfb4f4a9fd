import { clientAddressKey } from './rate-limits';

test('an IPv4 address, plain or IPv4-mapped, counts as itself', () => {
  expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
});

test('an IPv6 address counts as its /64, however it is written', () => {
  expect(clientAddressKey('2001:db8:0:7::1')).toBe('2001:db8:0:7::');
  expect(clientAddressKey('2001:0DB8:0000:0007:ffff:0:0:1')).toBe('2001:db8:0:7::');
  expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::');
  expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::');
  expect(clientAddressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::');
  expect(clientAddressKey('::1')).toBe('0:0:0:0::');
});

test('no address is one key of its own', () => {
  expect(clientAddressKey(undefined)).toBe('unknown');
});
