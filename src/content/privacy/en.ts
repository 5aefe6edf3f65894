import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Privacy policy',
  description:
    'What personal data PickBazar collects when you shop with us, why we need it, who we share it with and how you can control it.',
  updated: 'Last updated: 2 March 2026',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'PickBazar runs this marketplace from 120 Hudson Street, New York, NY 10013, United States. We are responsible for the personal data described here. For anything about your data, write to [privacy@pickbazar.example](mailto:privacy@pickbazar.example).',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'What we collect',
      blocks: [
        {
          list: [
            '**Account details:** your name, email address, phone number and password (stored only as a secure hash).',
            '**Order details:** delivery and billing addresses, what you bought, from which shops, and your delivery notes.',
            '**Payment details:** the payment method you chose. Card numbers are collected by Stripe, our payment provider; we only see the card brand, the last four digits and the expiry date.',
            '**Your activity:** your wishlist, reviews, questions and messages to customer care.',
            '**Technical data:** your IP address, browser type and the pages you visit, which we keep in server logs to run and protect the service.',
          ],
        },
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      blocks: [
        {
          list: [
            'To take, deliver and support your orders, including refunds and downloads (performance of our contract with you).',
            'To keep your account secure and to prevent fraud and abuse (our legitimate interest).',
            'To send you our newsletter, only if you subscribed; every email has an unsubscribe link (your consent).',
            'To keep invoices and tax records for as long as the law requires (legal obligation).',
          ],
        },
        'We do not sell your personal data, and we do not use it for advertising on other websites.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        {
          list: [
            '**The shops you order from** receive your name, delivery address, phone number and order, so they can prepare and deliver it.',
            '**Delivery couriers** receive what they need to reach you.',
            '**Service providers** who work for us under contract: Stripe for payments, our hosting provider, and our email and text-message services.',
            '**Authorities**, only when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'We use a small number of strictly necessary cookies and browser storage: to keep you signed in, to remember your cart and your checkout choices, and to remember your language. We do not use advertising cookies.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        'We keep your account data while your account is open. Order and invoice records are kept for seven years for tax purposes. Messages to customer care are deleted after two years, and server logs after 30 days.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You can see and correct most of your data in your [profile](/profile). You may also ask us for a copy of your data, ask us to delete it or restrict its use, or object to how we use it. Write to [privacy@pickbazar.example](mailto:privacy@pickbazar.example) and we will answer within 30 days. If you are not satisfied, you can complain to your local data protection authority.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will tell you by email before it takes effect.',
      ],
    },
  ],
};

export default content;
