import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsubscribeTokens } from '#server/features/notifications/unsubscribe-token';
import { payLinks } from '#server/features/payments/pay-links';

const key = generateKeyPairSync('ed25519').privateKey;

describe("a fee reminder's pay link", () => {
  const links = payLinks('https://institute.example', key);
  const tokenOf = (url: string) => decodeURIComponent(url.split('/pay/')[1]!);

  it("names its part on this site's pay page, and reads back", () => {
    const url = links.url('part-17');
    expect(url).toMatch(/^https:\/\/institute\.example\/pay\/[\w%.-]+$/);
    expect(links.partOf(tokenOf(url))).toBe('part-17');
  });

  it('refuses a token altered, signed by another key, or made for another purpose', () => {
    const token = tokenOf(links.url('part-17'));
    const [, mac] = token.split('.');
    expect(links.partOf(`${Buffer.from('part-18').toString('base64url')}.${mac}`)).toBeUndefined();
    const otherSite = payLinks(
      'https://institute.example',
      generateKeyPairSync('ed25519').privateKey,
    );
    expect(links.partOf(tokenOf(otherSite.url('part-17')))).toBeUndefined();
    expect(links.partOf(unsubscribeTokens(key).sign('part-17'))).toBeUndefined();
    expect(links.partOf('x'.repeat(700))).toBeUndefined();
  });
});
