import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Help and frequently asked questions',
  description:
    'Answers about ordering, delivery times and fees, payment, returns, e-books, your account, our shops and coupons.',
  sections: [
    {
      id: 'ordering',
      title: 'Ordering',
      blocks: [
        {
          faq: [
            {
              question: 'How do I place an order?',
              answer: [
                'Pick a shop or a department (grocery, bakery, books, make-up, clothing or bags), add what you need to your cart and open the cart to check out. Choose a delivery address and time slot, a payment method, and confirm.',
                'You get a tracking number straight away and an email with a summary of your order.',
              ],
            },
            {
              question: 'Can I buy from several shops in one order?',
              answer: [
                'Yes. Your cart can hold products from any of our shops, and you pay once. Behind the scenes each shop receives its own part of the order with its own tracking number, so the parcels can arrive at slightly different times.',
              ],
            },
            {
              question: 'Do I need an account to order?',
              answer: [
                'No. You can check out as a guest with an email address and phone number. With an account you can follow your orders, save addresses and cards, keep a wishlist and download e-books again later.',
              ],
            },
            {
              question: 'Can I change or cancel an order?',
              answer: [
                'While your order is still pending, [contact us](/contact) with its tracking number and we will change or cancel it. Once a shop has started preparing it, we can no longer stop it, but you can still return eligible items afterwards.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Delivery',
      blocks: [
        {
          faq: [
            {
              question: 'Where do you deliver?',
              answer: [
                'Our shops deliver across New York City and Dubai. When you enter your address at checkout we show which shops can reach you. E-books are delivered as downloads, wherever you are.',
              ],
            },
            {
              question: 'How much does delivery cost?',
              answer: [
                'Delivery is **free on orders over $50**. Below that, standard delivery costs **$4.99** per order, however many shops your order comes from. A free-delivery coupon removes the fee on any order.',
              ],
            },
            {
              question: 'When will my order arrive?',
              answer: [
                'You choose a slot at checkout: express delivery within 90 minutes, or a morning (8–11 am), noon (11 am–2 pm), afternoon (2–5 pm) or evening (5–8 pm) window. See [delivery information](/delivery) for details.',
              ],
            },
            {
              question: 'How do I track my order?',
              answer: [
                'Signed in, open [your orders](/orders) to see the status of each order and of each shop’s part of it. As a guest, use the link in your confirmation email.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Payment',
      blocks: [
        {
          faq: [
            {
              question: 'Which payment methods do you accept?',
              answer: [
                'You can pay by **card** (Visa, Mastercard, American Express and other major cards) when you order, or choose **cash on delivery** and pay the courier. E-books can be downloaded as soon as the payment is confirmed, so paying by card is the quickest way to get them.',
              ],
            },
            {
              question: 'Is it safe to pay by card?',
              answer: [
                'Card payments are handled by our payment provider, Stripe. Your card number goes straight to them and never touches our servers. If you save a card for next time, we only keep its brand, last four digits and expiry date.',
              ],
            },
            {
              question: 'Is there a minimum order?',
              answer: ['The minimum order is $5 before delivery. Sales tax is shown in your cart before you pay.'],
            },
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Returns and refunds',
      blocks: [
        {
          faq: [
            {
              question: 'How do I return something?',
              answer: [
                'Open the order in [your orders](/orders) and choose “Request a refund”, tell us what went wrong and add a photo if it helps. Fresh food must be reported within 24 hours of delivery; other items can be returned within 14 days. The [return policy](/return) has the full rules.',
              ],
            },
            {
              question: 'When will I get my money back?',
              answer: [
                'Once your refund is approved, card payments go back to the same card within 5–10 business days. Cash-on-delivery orders are refunded to your PickBazar wallet, or by bank transfer if you prefer.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'digital',
      title: 'E-books and digital downloads',
      blocks: [
        {
          faq: [
            {
              question: 'How do I download an e-book I bought?',
              answer: [
                'As soon as your payment is confirmed, the file appears under [Downloads](/downloads) in your account. Each click creates a fresh, single-use link, so you can download your book again whenever you need to.',
              ],
            },
            {
              question: 'My download link does not work. What now?',
              answer: [
                'Download links work once and expire after about ten minutes. Go back to [Downloads](/downloads) and click again for a new one. If the file itself is damaged, [contact us](/contact) and we will replace it or refund you.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          faq: [
            {
              question: 'How do I create an account?',
              answer: [
                'Choose “Register” and sign up with your email and a password, with your Google account, or with your mobile number and a one-time code sent by text message. New accounts receive welcome points in their wallet.',
              ],
            },
            {
              question: 'I forgot my password.',
              answer: [
                'On the sign-in window choose “Forgot password?”, enter your email and we will send you a code to set a new one. If you signed up with Google or your phone number, simply sign in the same way again.',
              ],
            },
            {
              question: 'Why do I have to verify my email address?',
              answer: [
                'We send order updates, refunds and download links by email, so we need to know that the address is really yours. Click the link in the message we sent; you can ask for a new one from your account if it did not arrive.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'shops',
      title: 'Shops and vendors',
      blocks: [
        {
          faq: [
            {
              question: 'Who sells the products on PickBazar?',
              answer: [
                'Independent local businesses: grocers, bakers, booksellers, a cosmetics studio, a clothing workshop and a bag maker in New York and Dubai. Each [shop](/shops) sets its own range and prices, prepares your order and stands behind its products. PickBazar runs the website, payments and customer care.',
              ],
            },
            {
              question: 'I cannot find a product. Can you get it?',
              answer: [
                'Tell us through the [product request form](/product-request). We pass every request to the shops that could stock it and let you know by email if it becomes available.',
              ],
            },
            {
              question: 'How can my shop sell on PickBazar?',
              answer: [
                'We welcome independent shops in New York and Dubai. Write to us through the [contact form](/contact) with the subject “New vendor”, a few words about your shop and a link to your products.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'coupons',
      title: 'Coupons and offers',
      blocks: [
        {
          faq: [
            {
              question: 'How do I use a coupon?',
              answer: [
                'Current codes are listed on the [offers page](/offers). Enter the code in the “Do you have a coupon?” field at checkout and the discount appears in your order summary. One coupon can be used per order.',
              ],
            },
            {
              question: 'Why is my coupon not accepted?',
              answer: [
                'The most common reasons: the coupon has expired or has not started yet, or your cart is below the coupon’s minimum amount. Check the conditions on the [offers page](/offers).',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default content;
