import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Return and refund policy',
  description:
    'How to return an item or report a problem with your order, which items can be returned, and how and when you are refunded.',
  updated: 'Last updated: 2 March 2026',
  sections: [
    {
      id: 'promise',
      title: 'Our promise',
      blocks: [
        'If something you ordered arrives damaged, is not what you ordered or is not as good as it should be, we will put it right: with a replacement or with your money back. The shop that sold it pays for the return, not you.',
      ],
    },
    {
      id: 'time-limits',
      title: 'Time limits',
      blocks: [
        {
          table: {
            caption: 'How long you have to return or report an item',
            head: ['Item', 'Time limit', 'Condition'],
            rows: [
              [
                'Fresh food and bakery',
                '24 hours after delivery',
                'Report the problem with a photo; no need to send it back',
              ],
              [
                'Books, clothing and bags',
                '14 days after delivery',
                'Unused, with labels and in the original packaging',
              ],
              ['Make-up and skincare', '14 days after delivery', 'Unopened and sealed, unless the product is faulty'],
              ['E-books', '14 days after purchase', 'Only if the file is faulty or cannot be opened'],
            ],
          },
        },
      ],
    },
    {
      id: 'how-to',
      title: 'How to return an item',
      blocks: [
        {
          ordered: true,
          list: [
            'Open the order in [your orders](/orders) and choose “Request a refund”. Guests can use the [contact form](/contact) with the tracking number.',
            'Tell us the reason, describe the problem and add photos if they help.',
            'The shop reviews your request, usually within two business days. You can follow it on the [refunds page](/refunds).',
            'If the item has to come back, we arrange a free collection from your address. Fresh food never needs to be returned.',
          ],
        },
      ],
    },
    {
      id: 'not-returnable',
      title: 'Items we cannot take back',
      blocks: [
        'For hygiene and safety reasons we cannot accept returns of opened make-up and skincare, worn underwear or swimwear, or food that was delivered in good condition. E-books that have been downloaded cannot be returned unless the file is faulty. This does not affect your rights when a product is faulty or not as described.',
      ],
    },
    {
      id: 'refunds',
      title: 'How you are refunded',
      blocks: [
        {
          list: [
            '**Card payments** go back to the card you used, within 5–10 business days of approval (the exact timing depends on your bank).',
            '**Cash on delivery** is refunded to your PickBazar wallet straight away, or by bank transfer within 5 business days if you prefer.',
            'The delivery fee is refunded when the whole order is returned because of our mistake.',
          ],
        },
        'Questions about a refund? [Contact us](/contact) with your tracking number and we will look into it.',
      ],
    },
  ],
};

export default content;
