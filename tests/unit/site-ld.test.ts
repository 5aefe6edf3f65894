import { describe, expect, it } from 'vitest';
import { siteLd } from '@/components/seo/site-ld';
import { publicSettings } from '@/config/public-env';

describe('siteLd', () => {
  it('describes the shop and its search box in the page language', () => {
    const [organization, website] = siteLd(
      {
        siteTitle: 'Green Market',
        logo: { id: 1, original: '/api/media/logo.webp', thumbnail: '/api/media/logo.webp' },
        contactDetails: {
          emailAddress: 'hello@green.example',
          contact: '+1 555 0100',
          socials: [
            { icon: 'x', url: 'https://x.example/green' },
            { icon: 'bad', url: 'javascript:alert(1)' },
          ],
        },
      },
      'ar',
    );
    expect(organization).toMatchObject({
      '@type': 'Organization',
      name: 'Green Market',
      url: `${publicSettings().siteUrl}/`,
      logo: `${publicSettings().siteUrl}/api/media/logo.webp`,
      email: 'hello@green.example',
      telephone: '+1 555 0100',
      sameAs: ['https://x.example/green'],
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: `${publicSettings().siteUrl}/ar`,
      inLanguage: 'ar',
      potentialAction: { target: { urlTemplate: `${publicSettings().siteUrl}/ar/search?text={search_term_string}` } },
    });
  });

  it('falls back to the default shop name without settings', () => {
    expect(siteLd({}, 'en')[0]).toMatchObject({ '@type': 'Organization', name: 'PickBazar' });
  });
});
