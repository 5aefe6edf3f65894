import type { PageContent } from '../types';

const content: PageContent = {
  title: '关于 PickBazar',
  description:
    'PickBazar 把纽约和迪拜的独立小店搬到线上：新鲜食材、面包、图书、彩妆、服装和包袋，从街坊小店直接送到您家。',
  sections: [
    {
      id: 'story',
      title: '我们的故事',
      blocks: [
        'PickBazar 源于一个简单的问题：为什么网上购物就一定要放弃我们喜爱的那些小店？知道哪批桃子刚好熟透的蔬果店老板、凌晨四点就开工的面包师、总能推荐到好书的书店店主——他们理应出现在您的屏幕上，就像出现在您家街角一样。',
        '于是我们为他们搭建了一个线上市集。独立小店在这里并肩经营，您只需填满一个购物车，每家店铺各自备好自己那部分商品，新鲜送出。',
      ],
    },
    {
      id: 'shops',
      title: '入驻店铺',
      blocks: [
        '目前，两座城市的九家独立商家在 PickBazar 上经营：',
        {
          list: [
            '**生鲜杂货：**西村的 Green Valley Grocers 和布鲁克林的 Harvest Corner Market，供应来自哈德逊河谷农场的蔬果；位于德伊勒的 Dubai Fresh Souk，供应椰枣、香料和新鲜蔬菜。',
            '**烘焙：**东村的 Rise & Crumb 和朱美拉的 Al Manara Bakery，每天清晨现烤面包、酥点和马纳伊什。',
            '**图书：**简街的 Paper Lantern Books，提供纸质书和电子书。',
            '**彩妆：**迪拜市中心的 Glow Theory Cosmetics。',
            '**服装：**服装区的 Thread & Needle。',
            '**包袋：**迪拜阿尔古兹的 Satchel & Co.。',
          ],
        },
        '在[店铺页面](/shops)可以浏览所有店铺。',
      ],
    },
    {
      id: 'how-it-works',
      title: '运作方式',
      blocks: [
        '每家店铺自主决定卖什么、卖多少钱，并亲自为您备货。PickBazar 负责其余的一切：网站、安全支付、配送员和客户服务。遇到任何问题，您只需联系我们，我们会与店铺一起解决。',
        '订单满 50 美元免运费，否则收取 4.99 美元，可选 90 分钟极速达或您方便的时段。详情请见[配送说明](/delivery)。',
      ],
    },
    {
      id: 'values',
      title: '我们在意的事',
      blocks: [
        {
          list: [
            '**对商家公平。**店铺保留自己的品牌、定价和顾客。',
            '**价格透明。**购物车里显示的就是您要付的钱，税费和运费在确认前一目了然。',
            '**减少浪费。**店铺按单备货，面包房把当天剩余的面包打折出售，而不是扔掉。',
            '**保护隐私。**我们只收集配送所需的信息。请阅读我们的[隐私政策](/privacy)。',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: '联系我们',
      blocks: [
        '有问题、有想法，或者知道哪家店应该加入我们？请通过[联系页面](/contact)给我们留言——每条消息我们都会认真阅读。',
      ],
    },
  ],
};

export default content;
