import { describe, expect, it } from 'vitest';
import { canonicalBase, canonicalUrl } from '@/components/seo/absolute-url';
import { siteName } from '@/components/seo/seo';
import { publicSettings } from '@/config/public-env';

describe('canonical links', () => {
  it("use the settings' seo.canonicalUrl when it is an http(s) URL", () => {
    expect(canonicalBase('https://www.shop.example/')).toBe('https://www.shop.example');
    expect(canonicalUrl(canonicalBase('https://www.shop.example'), '/products/apples', 'ar')).toBe(
      'https://www.shop.example/ar/products/apples',
    );
    expect(canonicalUrl(canonicalBase('https://www.shop.example'), '/', 'en')).toBe('https://www.shop.example');
  });

  it('fall back to the site URL when it is empty or not a URL', () => {
    for (const value of [null, undefined, '', '  ', 'www.shop.example', 'javascript:alert(1)']) {
      expect(canonicalBase(value)).toBe(publicSettings().siteUrl);
    }
  });
});

describe('the site name in titles', () => {
  it("is the settings' siteTitle, else 'PickBazar', and 'E-Commerce' only without any settings", () => {
    expect(siteName('Corner Shop', true)).toBe('Corner Shop');
    expect(siteName('', true)).toBe('PickBazar');
    expect(siteName(undefined, false)).toBe('E-Commerce');
  });
});
