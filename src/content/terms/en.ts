import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Terms and conditions',
  description:
    'The rules for using the PickBazar marketplace and buying from its shops: orders, prices, payment, delivery, returns, accounts and reviews.',
  updated: 'Last updated: 2 March 2026',
  sections: [
    {
      id: 'about',
      title: 'About these terms',
      blocks: [
        'These terms apply when you use the PickBazar website or buy from the shops on it. PickBazar operates the marketplace; each product is sold by the independent shop named on the product page (the “vendor”). By placing an order you accept these terms, so please read them carefully.',
      ],
    },
    {
      id: 'orders',
      title: 'Orders and contracts',
      blocks: [
        'When you confirm your order we send you a confirmation with a tracking number. Your contract for each product is with the vendor that sells it; PickBazar accepts payment on the vendor’s behalf and handles customer care.',
        'A vendor may decline an order, for example when a product has sold out or a price was obviously wrong. If that happens, we tell you straight away and refund anything you have paid for it.',
      ],
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      blocks: [
        {
          list: [
            'Prices are shown in US dollars and may change at any time; the price you pay is the one in your cart when you confirm.',
            'Sales tax and the delivery fee are shown before you confirm. Delivery is free on orders over $50 and costs $4.99 otherwise.',
            'You can pay by card when you order or in cash on delivery. Card payments are processed securely by Stripe.',
            'Coupons can be used one per order, under the conditions shown on the [offers page](/offers). They cannot be exchanged for cash.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      blocks: [
        'We deliver in the time slot you choose, within the areas each vendor serves. Delivery times are estimates: we will tell you as soon as possible about any delay. Risk in the goods passes to you on delivery. See [delivery information](/delivery).',
      ],
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      blocks: [
        'You may return eligible products under our [return policy](/return). This does not limit your statutory rights when a product is faulty or not as described.',
      ],
    },
    {
      id: 'digital',
      title: 'E-books and digital products',
      blocks: [
        'When you buy an e-book you receive a personal licence to read it on your own devices. You may not copy, share or resell it. Download links are for your use only and expire after a short time.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        'Keep your password safe and tell us at once if you think someone else is using your account. You must be at least 16 years old to open an account. We may suspend accounts that are used for fraud, abuse or to break these terms.',
      ],
    },
    {
      id: 'reviews',
      title: 'Reviews, questions and other content',
      blocks: [
        'Reviews and questions must be honest and about the product. Do not post anything unlawful, offensive or advertising. You keep ownership of what you write, but you allow us to display it on PickBazar. We may remove content that breaks these rules; you can report abusive content from any review.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility',
      blocks: [
        'We take care to keep the website available and accurate, but we cannot promise it will always be free of interruptions or errors. Nothing in these terms limits liability that cannot be limited by law. Otherwise, our and the vendors’ liability for an order is limited to the amount you paid for it.',
      ],
    },
    {
      id: 'law',
      title: 'Changes and applicable law',
      blocks: [
        'We may update these terms; the version that applies is the one shown when you place your order. These terms are governed by the laws of the State of New York, without affecting any mandatory consumer protection rules of the place where you live. Questions? [Contact us](/contact).',
      ],
    },
  ],
};

export default content;
