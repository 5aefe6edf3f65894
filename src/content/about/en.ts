import type { PageContent } from '../types';

const content: PageContent = {
  title: 'About PickBazar',
  description:
    'PickBazar brings the independent shops of New York and Dubai online: fresh groceries, bread, books, make-up, clothing and bags, delivered from the neighbourhood.',
  sections: [
    {
      id: 'story',
      title: 'Our story',
      blocks: [
        'PickBazar started with a simple question: why should shopping online mean giving up the shops we love? The greengrocer who knows which peaches are ripe, the baker who starts at four in the morning, the bookseller who always has the right recommendation — they deserve a place on your screen as much as on your street.',
        'So we built a marketplace for them. Independent shops sell side by side, you fill one cart, and each shop prepares its part of your order and sends it out fresh.',
      ],
    },
    {
      id: 'shops',
      title: 'The shops',
      blocks: [
        'Today nine independent businesses in two cities sell on PickBazar:',
        {
          list: [
            '**Groceries:** Green Valley Grocers in the West Village and Harvest Corner Market in Brooklyn, with produce from Hudson Valley farms, and Dubai Fresh Souk in Deira, with dates, spices and fresh vegetables.',
            '**Bakery:** Rise & Crumb in the East Village and Al Manara Bakery in Jumeirah, with bread, pastries and manakish baked every morning.',
            '**Books:** Paper Lantern Books on Jane Street, in print and as e-books.',
            '**Make-up:** Glow Theory Cosmetics in Downtown Dubai.',
            '**Clothing:** Thread & Needle in the Garment District.',
            '**Bags:** Satchel & Co. in Al Quoz, Dubai.',
          ],
        },
        'Browse them all on the [shops page](/shops).',
      ],
    },
    {
      id: 'how-it-works',
      title: 'How it works',
      blocks: [
        'Each shop decides what it sells and at what price, and prepares your order itself. PickBazar looks after everything around it: the website, secure payments, delivery couriers and customer care. If anything goes wrong, you talk to us, and we sort it out with the shop.',
        'Delivery is free on orders over $50 and costs $4.99 otherwise, with express delivery in 90 minutes or a time slot of your choice. More on the [delivery page](/delivery).',
      ],
    },
    {
      id: 'values',
      title: 'What we care about',
      blocks: [
        {
          list: [
            '**Fair terms for shops.** Vendors keep their own names, prices and customers.',
            '**Honest prices.** What you see in the cart is what you pay, with tax and delivery shown before you confirm.',
            '**Less waste.** Shops pack to order, and bakeries sell the day’s leftovers at a discount instead of throwing them away.',
            '**Your privacy.** We collect only what we need to deliver your order. Read our [privacy policy](/privacy).',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Get in touch',
      blocks: [
        'Questions, ideas, or a shop that should join us? Write to us through the [contact page](/contact) — we read every message.',
      ],
    },
  ],
};

export default content;
