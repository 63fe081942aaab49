import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedAddressReason } from './address-guard';

describe('webhook address guard', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.8', false],
    ['172.20.1.1', false],
    ['192.168.0.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['64:ff9b::a00:1', false],
    ['::7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
    ['::ffff:93.184.216.34', true],
    ['not an address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('checks every address a name resolves to', async () => {
    const resolve = async () => ['93.184.216.34', '10.0.0.1'];
    expect(
      await refusedAddressReason('https://hooks.example.com/x', { allowPrivate: false, resolve }),
    ).toBe(
      'The URL resolves to 10.0.0.1, a private or reserved address; webhooks may only go to public addresses',
    );
    expect(
      await refusedAddressReason('https://hooks.example.com/x', {
        allowPrivate: false,
        resolve: async () => ['93.184.216.34'],
      }),
    ).toBeNull();
    expect(await refusedAddressReason('http://127.0.0.1/', { allowPrivate: true })).toBeNull();
    expect(
      await refusedAddressReason('https://nowhere.invalid/', {
        allowPrivate: false,
        resolve: async () => Promise.reject(new Error('ENOTFOUND')),
      }),
    ).toBe('The host nowhere.invalid does not resolve');
  });
});
