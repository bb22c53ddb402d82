import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#common/pages';
import type { TestSite } from '../helpers/test-app';
import { pageParts } from '../seo/page-parts';
import { articleWriter, startSeoSite } from '../seo/seo-site';

/** A page at its Hindi address: the Hindi it must show and the spec's English it must not. */
interface HindiPage {
  path: string;
  hindi: string[];
  english: string[];
}

const fixedPages: HindiPage[] = [
  {
    path: pages.blog.path,
    hindi: ['ब्लॉग', 'हमारे शिक्षकों के लेख, ट्यूटोरियल और करियर की सलाह।', 'सभी पोस्ट'],
    english: ['Articles, tutorials and career advice', 'All posts', 'min read'],
  },
  {
    path: pages.news.path,
    hindi: ['समाचार', 'संस्थान में क्या नया है'],
    english: ['What is new at the institute', 'Draft'],
  },
  {
    path: pages.about.path,
    hindi: ['हम कौन हैं', 'हमारा लक्ष्य', 'हमारा सपना', 'शुरुआत करने के लिए तैयार हैं?', 'डेमो बुक करें'],
    english: ['Who we are', 'Our Mission', 'Our Vision', 'Ready to get started?', 'Book a Demo'],
  },
  {
    path: pages.privacy.path,
    hindi: ['निजता की नीति', 'हम क्या लेते हैं', 'भारतीय डेटा संरक्षण बोर्ड', 'हमसे संपर्क करें'],
    english: ['What we collect', 'Data Protection Board', 'Last updated', 'Contact us', 'Phone:'],
  },
  {
    path: pages.terms.path,
    hindi: ['नियम और शर्तें', 'कोर्स की सामग्री', 'ज़िम्मेदारी और क़ानून'],
    english: ['Using this website', 'The course material', 'Liability and law'],
  },
  {
    path: pages.refund.path,
    hindi: ['रद्द करने और पैसे लौटाने की नीति', 'ख़रीदने से पहले', 'जब पेमेंट में गड़बड़ हो'],
    english: ['No cancellations or refunds', 'Before you buy', 'Payments that went wrong'],
  },
  {
    path: pages.shipping.path,
    hindi: ['शिपिंग और डिलीवरी की नीति', 'ख़रीदते ही डिलीवरी', 'अगर कोर्स न दिखे'],
    english: ['Shipping does not apply', 'Delivery right after purchase', 'My Learning'],
  },
  {
    path: pages.developedBy.path,
    hindi: ['वेबसाइट किसने बनाई', 'ओपन-सोर्स सॉफ़्टवेयर', 'पैकेज', 'लाइसेंस'],
    english: ['The institute', 'Open-source software', 'Licence', 'And the packages they use'],
  },
];

describe('the articles and site pages in Hindi, as the server sends them', () => {
  let site: TestSite;
  let app: FastifyInstance;
  let write: Awaited<ReturnType<typeof articleWriter>>;
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  beforeAll(async () => {
    ({ site, app } = await startSeoSite());
    write = await articleWriter(app);
    await write.post('Lists in Python', 'A list holds many values.');
    await write.news('New batch in December', 'Python for beginners starts on Monday.');
  });

  afterAll(async () => {
    await app.close();
    await site.dispose();
  });

  for (const { path, hindi, english } of fixedPages) {
    it(`shows /hi${path} in Hindi`, async () => {
      const text = pageParts(await get(`/hi${path}`)).appText;
      for (const words of hindi) expect(text).toContain(words);
      for (const words of english) expect(text).not.toContain(words);
    });
  }

  it('gives the policies and the credits a Hindi title and description', async () => {
    for (const page of [
      pages.privacy,
      pages.terms,
      pages.refund,
      pages.shipping,
      pages.developedBy,
    ]) {
      const parts = pageParts(await get(`/hi${page.path}`));
      expect(parts.title).not.toContain(page.title);
      expect(parts.meta('description')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("shows a blog post's and a news item's own words, with the page's own in Hindi", async () => {
    const post = await write.post('Loops in Python', 'A loop repeats its body.');
    const postText = pageParts(await get(`/hi${pages.blog.path}/${post._id}`)).appText;
    expect(postText).toContain('Loops in Python');
    expect(postText).toContain('पढ़ने में');
    expect(postText).toContain('लेखक:');
    expect(postText).not.toMatch(/min read|By Meera/);

    const news = await write.news('Results are out', 'Every student passed.');
    const newsText = pageParts(await get(`/hi${pages.news.path}/${news._id}`)).appText;
    expect(newsText).toContain('Results are out');
    expect(newsText).toContain('हमारे ग्रुप से जुड़ें');
    expect(newsText).not.toContain('Join Our Group');
  });

  it('keeps the English pages in the spec’s English', async () => {
    const text = pageParts(await get(pages.about.path)).appText;
    expect(text).toContain('Who we are');
    expect(text).not.toContain('हम कौन हैं');
  });
});
