import type { SeedQuestionTemplate, SeedReviewTemplate } from '../seed/types';

/**
 * Review comments the seed picks from by rating. They are shared by every product type (food, books, make-up,
 * clothes, bags), so they talk about delivery, quality, value and packaging rather than taste or fit.
 */
export const reviewTemplates: SeedReviewTemplate[] = [
  { rating: 5, comment: 'Exactly as described and arrived quickly. Will order again.' },
  { rating: 5, comment: 'Excellent quality for the price. It is already on my list for next month.' },
  { rating: 5, comment: 'Beautifully packed and delivered a day earlier than promised.' },
  { rating: 5, comment: 'Bought this as a gift and it went down really well. Lovely presentation.' },
  { rating: 5, comment: 'Third time ordering and it has been consistently great every time.' },
  { rating: 5, comment: 'Better than what I used to buy in store, and the delivery driver was very friendly.' },
  { rating: 5, comment: 'Lives up to the photos and the description. Highly recommended.' },
  { rating: 5, comment: 'Great value, well made, and it arrived in perfect condition.' },
  { rating: 5, comment: 'The shop answered my question within the hour and the order was spot on.' },
  { rating: 5, comment: 'Everyone at home loved it. Five stars without hesitation.' },

  { rating: 4, comment: 'Very good, though the packaging could be smaller.' },
  { rating: 4, comment: 'Good quality and a fair price. Delivery took a day longer than estimated.' },
  { rating: 4, comment: 'Really happy with it overall; I only wish there were more options to choose from.' },
  { rating: 4, comment: 'Nice product. One small detail was not quite as pictured, but it did not bother me.' },
  { rating: 4, comment: 'Solid choice. It arrived well protected, although the outer box was a bit battered.' },
  { rating: 4, comment: 'Does exactly what I wanted. Slightly pricey, but the quality shows.' },
  { rating: 4, comment: 'Good experience. The delivery slot was respected and the driver called ahead.' },
  { rating: 4, comment: 'I would buy it again, probably when it is on sale.' },
  { rating: 4, comment: 'Pleasantly surprised by the quality. One star off for the plastic in the packaging.' },

  { rating: 3, comment: 'Decent for the price, nothing special.' },
  { rating: 3, comment: 'It is fine and does the job, but I expected a bit more from the description.' },
  { rating: 3, comment: 'Average quality. Delivery was quick, which is the main plus.' },
  { rating: 3, comment: 'Okay, but I have had better from other shops at a similar price.' },
  { rating: 3, comment: 'Half of my order was great and the other half only so-so.' },
  { rating: 3, comment: 'Not bad, though the photos make it look more premium than it is.' },
  { rating: 3, comment: 'Acceptable. I would only reorder it at a discount.' },
  { rating: 3, comment: 'Arrived on time, but with far more packaging than it needed.' },
  { rating: 3, comment: 'Mixed feelings: the quality is good, but it took a week to arrive.' },

  { rating: 2, comment: 'Not what I expected; the quality was uneven.' },
  { rating: 2, comment: 'The parcel arrived late and the box was crushed on one side.' },
  { rating: 2, comment: 'Smaller than it looked in the pictures, and not cheap either.' },
  { rating: 2, comment: 'The quality has gone down compared with my last order.' },
  { rating: 2, comment: 'Customer service was polite, but the replacement took over a week.' },
  { rating: 2, comment: 'It works, but I would not call it good value at this price.' },
  { rating: 2, comment: 'The description promises more than the product delivers.' },
  { rating: 2, comment: 'Part of my order was missing and I had to chase it twice.' },
  { rating: 2, comment: 'It went to the wrong building first, and the item itself was only so-so.' },

  { rating: 1, comment: 'Arrived damaged and support took days to answer.' },
  { rating: 1, comment: 'Completely different from the photos. I sent it back.' },
  { rating: 1, comment: 'The order did not arrive on the promised day and nobody called.' },
  { rating: 1, comment: 'Poor quality. I would not buy it again even at half the price.' },
  { rating: 1, comment: 'The wrong item was delivered and my refund is still pending.' },
  { rating: 1, comment: 'The packaging was torn open when it reached me. Very disappointing.' },
  { rating: 1, comment: 'Not worth the money at all. I will not be ordering this again.' },
  { rating: 1, comment: 'I was charged twice, and it took three emails to sort out.' },
  { rating: 1, comment: 'Badly packed; half of it was unusable by the time it got here.' },
];

/** Customer questions with the shop's answer, or `null` while the shop has not replied yet. */
export const questionTemplates: SeedQuestionTemplate[] = [
  {
    question: 'How long does delivery usually take?',
    answer: 'Most orders arrive the same day if placed before 2 pm; later orders arrive the next morning.',
  },
  { question: 'Is this available in a larger size?', answer: null },
  {
    question: 'Can I choose a delivery time slot at checkout?',
    answer: 'Yes. After adding your address you can pick any two-hour slot in the next seven days.',
  },
  {
    question: 'Do you deliver at weekends?',
    answer: 'We deliver seven days a week, including public holidays, except in severe weather.',
  },
  {
    question: 'Can I pay cash on delivery?',
    answer: 'Yes, cash on delivery is available for orders under $200. Please have the exact amount ready if you can.',
  },
  {
    question: 'Is the packaging recyclable?',
    answer:
      'The outer box and the paper padding are recyclable, and we are phasing out the remaining plastic this year.',
  },
  {
    question: 'Can I return it if it is not what I expected?',
    answer:
      'Unopened items can be returned within 14 days. Start a return from your order page and we will collect it.',
  },
  {
    question: 'Will this be back in stock soon?',
    answer: 'We expect the next delivery from our supplier within two weeks. Check back here or ask us to email you.',
  },
  {
    question: 'Is there a discount if I buy several?',
    answer: 'Yes, five or more of the same item get 10% off automatically at checkout.',
  },
  {
    question: 'Can you gift-wrap it and add a note?',
    answer: 'Of course. Ask for gift wrapping in the order notes and write your message there; it is free.',
  },
  { question: 'Do you ship outside the city?', answer: null },
  {
    question: 'Is the price per item or per pack?',
    answer: 'The price is for one unit as shown under the product name.',
  },
  {
    question: 'Where is this made?',
    answer: 'The maker and the country of origin are listed in the product details. Message us if you need more.',
  },
  {
    question: 'How should I store or look after it?',
    answer: 'Care and storage instructions are in the description and on the label. Ask us if anything is unclear.',
  },
  {
    question: 'Can I change my order after placing it?',
    answer:
      'You can edit or cancel an order until it is marked as processing, usually about 30 minutes after checkout.',
  },
  { question: 'Do you offer a subscription for regular orders?', answer: null },
  {
    question: 'Is this the same as the one you sell in the shop?',
    answer: 'Yes, it is exactly what we stock on our shelves, sent from our own store room.',
  },
  {
    question: 'Does the photo show the actual item?',
    answer: 'The photo shows the current version. Small details such as the packaging design can vary between batches.',
  },
  {
    question: 'Can I collect the order from the shop myself?',
    answer: 'Yes, choose pickup at checkout and collect it from the counter once you get the ready message.',
  },
  {
    question: 'What happens if it arrives damaged?',
    answer: 'Send us a photo within 48 hours and we will replace it or refund you, whichever you prefer.',
  },
  { question: 'Is there a guarantee?', answer: null },
  {
    question: 'Can I get an invoice with my company details?',
    answer: 'Yes. Add your company name and tax number in the order notes and we will email a full invoice.',
  },
  { question: 'Would this make a good gift for someone abroad?', answer: null },
  {
    question: 'When does the current discount end?',
    answer: 'The sale price runs until the end of this month or while stock lasts.',
  },
  { question: 'Do you have this in other versions?', answer: null },
  {
    question: 'How is the order packed?',
    answer: 'Every order goes in a sturdy box with paper padding, and fragile items are wrapped separately.',
  },
  {
    question: 'Can I use more than one coupon?',
    answer: 'Only one coupon applies per order, but it combines with the sale prices already shown.',
  },
  { question: 'Can I order a large quantity for an event?', answer: null },
  { question: 'Could you send it without any plastic packaging?', answer: null },
  {
    question: 'Is it in stock right now?',
    answer: 'The stock shown on the page is live, so if you can add it to your cart, we have it.',
  },
];
