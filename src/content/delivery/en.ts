import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Delivery information',
  description:
    'Where we deliver, what it costs and when your order arrives: free delivery over $50, $4.99 otherwise, with express and scheduled slots.',
  updated: 'Last updated: 2 March 2026',
  sections: [
    {
      id: 'areas',
      title: 'Where we deliver',
      blocks: [
        'PickBazar shops deliver across **New York City** (Manhattan, Brooklyn, Queens and the Bronx) and **Dubai**. Each shop delivers from its own premises, so the shops you see depend on your address: enter it at checkout, or use “Find shops near you” on the [shops page](/shops).',
        'E-books and other digital products are not shipped. They are ready in [Downloads](/downloads) as soon as your payment is confirmed.',
      ],
    },
    {
      id: 'fees',
      title: 'Delivery fees',
      blocks: [
        {
          table: {
            caption: 'What you pay for delivery',
            head: ['Order value', 'Delivery fee'],
            rows: [
              ['Up to $50', '$4.99 per order'],
              ['Over $50', 'Free'],
              ['With a free-delivery coupon', 'Free, whatever the order value'],
            ],
          },
        },
        'The order value is the total of your products before tax and discounts. You pay one delivery fee per checkout, even when your order comes from several shops. The minimum order is $5.',
      ],
    },
    {
      id: 'times',
      title: 'Delivery times',
      blocks: [
        'At checkout you choose when you want your order. Slots are in the local time of the delivery address, seven days a week.',
        {
          table: {
            caption: 'Delivery slots',
            head: ['Slot', 'When'],
            rows: [
              ['Express', 'Within 90 minutes of ordering'],
              ['Morning', '8:00 – 11:00 am'],
              ['Noon', '11:00 am – 2:00 pm'],
              ['Afternoon', '2:00 – 5:00 pm'],
              ['Evening', '5:00 – 8:00 pm'],
            ],
          },
        },
        'Express delivery depends on the shop being open and a courier nearby; if it is not available for your address, the option is not offered. Orders placed after 6 pm can be delivered from the next morning.',
      ],
    },
    {
      id: 'several-shops',
      title: 'Orders from several shops',
      blocks: [
        'Each shop packs its own part of your order, and every part gets its own tracking number. They usually travel together, but a part may arrive a little earlier or later within your slot. You can follow each one in [your orders](/orders).',
      ],
    },
    {
      id: 'receiving',
      title: 'Receiving your order',
      blocks: [
        {
          list: [
            'Please make sure someone can receive chilled and frozen food; we do not leave it unattended.',
            'Other parcels can be left with a doorman or concierge if you say so in the order note.',
            'For cash on delivery, please have the exact amount ready if you can.',
            'Check your order when it arrives. If something is missing or damaged, tell us within 24 hours through [your orders](/orders) or the [contact form](/contact).',
          ],
        },
      ],
    },
    {
      id: 'missed',
      title: 'If we miss you',
      blocks: [
        'The courier will call the phone number on the order. If nobody answers, they wait up to ten minutes and then bring the order back to the shop. We will contact you to arrange a new slot; perishable food that cannot be delivered again the same day is refunded.',
      ],
    },
  ],
};

export default content;
