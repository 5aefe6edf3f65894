import type { ArtSpec } from '../../art-spec';
import type { SeedTypeCatalogue } from '../../seed/types';

/** A generated book cover: the title and author drawn on a cover colour with an accent. */
const cover = (title: string, author: string, colour: string, accent: string, variant?: number): ArtSpec => ({
  motif: 'book',
  label: title,
  sublabel: author,
  colors: [colour, accent],
  ...(variant ? { variant } : {}),
});

const EBOOK = { unit: '1 e-book', ar: 'كتاب إلكتروني واحد' };
const PAPERBACK = { unit: '1 paperback', ar: 'نسخة واحدة بغلاف ورقي' };
const HARDCOVER = { unit: '1 hardcover', ar: 'نسخة واحدة بغلاف مقوى' };
const BOOK = { unit: '1 book', ar: 'كتاب واحد' };

/** Paper Lantern Books: novels, poetry, history, children's books, cookbooks and business, in print and as e-books. */
export const booksCatalogue: SeedTypeCatalogue = {
  type: 'books',
  categories: [
    {
      slug: 'fiction',
      name: 'Fiction',
      details: 'Novels to get lost in, from quiet literary fiction to sweeping historical sagas and romance.',
      art: { motif: 'book', label: 'Fiction', colors: ['#4527a0', '#ede7f6'] },
      i18n: {
        ar: {
          name: 'الروايات',
          details: 'روايات تأخذك بعيداً، من الأدب الهادئ إلى الملاحم التاريخية الواسعة والروايات الرومانسية.',
        },
      },
      children: [
        {
          slug: 'literary-fiction',
          name: 'Literary Fiction',
          art: { motif: 'book', label: 'Literary', colors: ['#1565c0', '#ffe082'] },
          i18n: { ar: { name: 'الأدب الروائي' } },
        },
        {
          slug: 'historical-fiction',
          name: 'Historical Fiction',
          art: { motif: 'book', label: 'Historical', colors: ['#6d4c41', '#ffd54f'] },
          i18n: { ar: { name: 'الروايات التاريخية' } },
        },
        {
          slug: 'romance-novels',
          name: 'Romance',
          art: { motif: 'book', label: 'Romance', colors: ['#f48fb1', '#4a148c'] },
          i18n: { ar: { name: 'الروايات الرومانسية' } },
        },
      ],
    },
    {
      slug: 'mystery-thriller',
      name: 'Mystery & Thriller',
      details: 'Fair-play puzzles, cosy village mysteries and thrillers that race across capitals.',
      art: { motif: 'book', label: 'Mystery', colors: ['#263238', '#ffb300'] },
      i18n: {
        ar: {
          name: 'الغموض والتشويق',
          details: 'ألغاز بوليسية عادلة وجرائم في قرى هادئة وروايات تشويق تتسابق عبر العواصم.',
        },
      },
      children: [
        {
          slug: 'crime-mysteries',
          name: 'Crime & Mysteries',
          art: { motif: 'book', label: 'Crime', colors: ['#4e342e', '#ef9a9a'] },
          i18n: { ar: { name: 'الجريمة والألغاز' } },
        },
        {
          slug: 'suspense-thrillers',
          name: 'Suspense Thrillers',
          art: { motif: 'book', label: 'Thrillers', colors: ['#b71c1c', '#eceff1'] },
          i18n: { ar: { name: 'روايات التشويق' } },
        },
      ],
    },
    {
      slug: 'sci-fi-fantasy',
      name: 'Science Fiction & Fantasy',
      details: 'Cargo stations, drowned observatories, burning crowns and forests that remember.',
      art: { motif: 'book', label: 'Sci-fi & Fantasy', colors: ['#0d47a1', '#ffab40'] },
      i18n: {
        ar: {
          name: 'الخيال العلمي والفانتازيا',
          details: 'محطات شحن فضائية ومراصد غارقة وتيجان ملتهبة وغابات لا تنسى.',
        },
      },
      children: [
        {
          slug: 'science-fiction',
          name: 'Science Fiction',
          art: { motif: 'book', label: 'Science Fiction', colors: ['#311b92', '#ffd740'] },
          i18n: { ar: { name: 'الخيال العلمي' } },
        },
        {
          slug: 'fantasy-books',
          name: 'Fantasy',
          art: { motif: 'book', label: 'Fantasy', colors: ['#bf360c', '#ffd54f'] },
          i18n: { ar: { name: 'الفانتازيا' } },
        },
      ],
    },
    {
      slug: 'history-biography',
      name: 'History & Biography',
      details: 'Narrative history from ship logs and guild records, and the lives of people history forgot.',
      art: { motif: 'book', label: 'History', colors: ['#546e7a', '#eceff1'] },
      i18n: {
        ar: {
          name: 'التاريخ والسير',
          details: 'تاريخ سردي مستمد من سجلات السفن ودفاتر النقابات، وسير أناس طواهم التاريخ.',
        },
      },
      children: [
        {
          slug: 'world-history',
          name: 'World History',
          art: { motif: 'book', label: 'World History', colors: ['#33691e', '#dcedc8'] },
          i18n: { ar: { name: 'تاريخ العالم' } },
        },
        {
          slug: 'biographies',
          name: 'Biographies',
          art: { motif: 'book', label: 'Biographies', colors: ['#f9a825', '#5d4037'] },
          i18n: { ar: { name: 'السير الذاتية' } },
        },
      ],
    },
    {
      slug: 'poetry',
      name: 'Poetry',
      details: 'Collections to read slowly and aloud, in translation and in the original.',
      art: { motif: 'book', label: 'Poetry', colors: ['#6a1b9a', '#ffcc80'] },
      i18n: {
        ar: { name: 'الشعر', details: 'دواوين تُقرأ على مهل وبصوت عالٍ، مترجمةً وبلغتها الأصلية.' },
      },
    },
    {
      slug: 'childrens-books',
      name: "Children's Books",
      details: 'Bedtime picture books and chapter books for young readers who want one more page.',
      art: { motif: 'book', label: "Children's", colors: ['#fdd835', '#1a237e'] },
      i18n: {
        ar: {
          name: 'كتب الأطفال',
          details: 'كتب مصورة لوقت النوم وكتب مقسمة إلى فصول للقراء الصغار الذين يريدون صفحة أخرى.',
        },
      },
      children: [
        {
          slug: 'picture-books',
          name: 'Picture Books',
          art: { motif: 'book', label: 'Picture Books', colors: ['#90caf9', '#ff8a65'] },
          i18n: { ar: { name: 'الكتب المصورة' } },
        },
        {
          slug: 'middle-grade',
          name: 'Ages 8–12',
          art: { motif: 'book', label: 'Ages 8–12', colors: ['#c62828', '#fff9c4'] },
          i18n: { ar: { name: 'من 8 إلى 12 سنة' } },
        },
      ],
    },
    {
      slug: 'non-fiction-books',
      name: 'Cookbooks & Business',
      details: 'Practical books for the kitchen and the office: recipes, baking and running a small company.',
      art: { motif: 'book', label: 'Cookbooks & Business', colors: ['#ff6f00', '#1b5e20'] },
      i18n: {
        ar: {
          name: 'كتب الطبخ والأعمال',
          details: 'كتب عملية للمطبخ والمكتب: وصفات وخَبز وإدارة شركة صغيرة.',
        },
      },
      children: [
        {
          slug: 'cookbooks',
          name: 'Cookbooks',
          art: { motif: 'book', label: 'Cookbooks', colors: ['#d84315', '#fff8e1'] },
          i18n: { ar: { name: 'كتب الطبخ' } },
        },
        {
          slug: 'business-books',
          name: 'Business',
          art: { motif: 'book', label: 'Business', colors: ['#004d40', '#ffca28'] },
          i18n: { ar: { name: 'الأعمال والإدارة' } },
        },
      ],
    },
  ],
  tags: [
    {
      slug: 'bestselling-books',
      name: 'Bestseller',
      details: 'The books our readers buy most.',
      i18n: { ar: { name: 'الأكثر مبيعاً', details: 'الكتب الأكثر شراءً بين قرّائنا.' } },
    },
    {
      slug: 'award-winning-books',
      name: 'Award Winner',
      details: "Winners of literary and readers' prizes.",
      i18n: { ar: { name: 'حائز على جائزة', details: 'كتب فازت بجوائز أدبية وجوائز القرّاء.' } },
    },
    {
      slug: 'new-release',
      name: 'New Release',
      details: 'Published in the last few months.',
      i18n: { ar: { name: 'إصدار جديد', details: 'صدرت خلال الأشهر القليلة الماضية.' } },
    },
    {
      slug: 'staff-pick',
      name: 'Staff Pick',
      details: "Books our booksellers press into customers' hands.",
      i18n: { ar: { name: 'اختيار فريق المكتبة', details: 'كتب يوصي بها باعة مكتبتنا لكل زائر.' } },
    },
    {
      slug: 'signed-copy',
      name: 'Signed Copy',
      details: 'Signed by the author while stock lasts.',
      i18n: { ar: { name: 'نسخة موقّعة', details: 'نسخ يوقّعها المؤلف حتى نفاد الكمية.' } },
    },
    {
      slug: 'e-book',
      name: 'E-book',
      details: 'Download right after checkout and read on any device.',
      i18n: { ar: { name: 'كتاب إلكتروني', details: 'نزّله فور الدفع واقرأه على أي جهاز.' } },
    },
    {
      slug: 'book-club-pick',
      name: 'Book Club Pick',
      details: 'Chosen for our monthly book club, with discussion questions online.',
      i18n: {
        ar: { name: 'اختيار نادي القراءة', details: 'اختيرت لنادي القراءة الشهري، مع أسئلة للنقاش على موقعنا.' },
      },
    },
    {
      slug: 'gift-edition',
      name: 'Gift Edition',
      details: 'Beautiful bindings worth wrapping.',
      i18n: { ar: { name: 'طبعة هدية', details: 'طبعات بتجليد أنيق يستحق التغليف.' } },
    },
  ],
  manufacturers: [
    {
      slug: 'harbourlight-press',
      name: 'Harbourlight Press',
      concern: 'meridian-publishing-group',
      description: 'A literary imprint publishing character-driven fiction, historical novels and romance since 1987.',
      website: 'https://harbourlight-press.example',
      art: { motif: 'logo', label: 'HP', colors: ['#1565c0', '#e3f2fd'] },
      i18n: {
        ar: {
          name: 'دار هاربرلايت للنشر',
          description: 'دار نشر أدبية تنشر روايات تتمحور حول الشخصيات وروايات تاريخية ورومانسية منذ 1987.',
        },
      },
    },
    {
      slug: 'nightjar-books',
      name: 'Nightjar Books',
      concern: 'meridian-publishing-group',
      description: 'Crime, mystery and thriller specialists, from cosy village puzzles to international espionage.',
      website: 'https://nightjar-books.example',
      art: { motif: 'logo', label: 'NB', colors: ['#263238', '#ffb300'] },
      i18n: {
        ar: {
          name: 'نايتجار للكتب',
          description: 'دار متخصصة في الجريمة والغموض والتشويق، من ألغاز القرى الهادئة إلى الجاسوسية الدولية.',
        },
      },
    },
    {
      slug: 'farstar-editions',
      name: 'Farstar Editions',
      concern: 'meridian-publishing-group',
      description: 'Science fiction and fantasy with big ideas and human hearts, in print and digital editions.',
      website: 'https://farstar-editions.example',
      art: { motif: 'logo', label: 'FE', colors: ['#311b92', '#ffd740'] },
      i18n: {
        ar: {
          name: 'إصدارات فارستار',
          description: 'خيال علمي وفانتازيا بأفكار كبيرة وقلوب إنسانية، بطبعات ورقية ورقمية.',
        },
      },
    },
    {
      slug: 'ledger-and-quill',
      name: 'Ledger & Quill',
      concern: 'meridian-publishing-group',
      description: 'Narrative history, biography and thoughtful business books for curious readers.',
      website: 'https://ledger-and-quill.example',
      art: { motif: 'logo', label: 'L&Q', colors: ['#4e342e', '#efebe9'] },
      i18n: {
        ar: {
          name: 'ليدجر آند كويل',
          description: 'كتب في التاريخ السردي والسير وكتب أعمال متأنية للقرّاء الفضوليين.',
        },
      },
    },
    {
      slug: 'little-acorn-press',
      name: 'Little Acorn Press',
      concern: 'meridian-publishing-group',
      description: 'Picture books and chapter books for children, printed on sturdy paper with vegetable inks.',
      website: 'https://little-acorn-press.example',
      art: { motif: 'logo', label: 'LA', colors: ['#f9a825', '#fffde7'] },
      i18n: {
        ar: {
          name: 'دار البلوطة الصغيرة',
          description: 'كتب مصورة وكتب فصول للأطفال، مطبوعة على ورق متين بأحبار نباتية.',
        },
      },
    },
    {
      slug: 'owl-and-ember-press',
      name: 'Owl & Ember Press',
      description: 'An independent poetry press that publishes bilingual collections and rediscovered poets.',
      website: 'https://owl-and-ember.example',
      art: { motif: 'logo', label: 'O&E', colors: ['#6a1b9a', '#f3e5f5'] },
      i18n: {
        ar: {
          name: 'دار البومة والجمرة',
          description: 'دار شعر مستقلة تنشر دواوين ثنائية اللغة وأعمال شعراء أُعيد اكتشافهم.',
        },
      },
    },
    {
      slug: 'copper-pot-publishing',
      name: 'Copper Pot Publishing',
      description: 'An independent cookbook publisher whose every recipe is tested in a home kitchen.',
      website: 'https://copper-pot.example',
      art: { motif: 'logo', label: 'CP', colors: ['#d84315', '#fbe9e7'] },
      i18n: {
        ar: {
          name: 'كوبر بوت للنشر',
          description: 'دار نشر مستقلة لكتب الطبخ تُجرَّب كل وصفة فيها في مطبخ منزلي.',
        },
      },
    },
  ],
  products: [
    // ---------- Fiction ----------
    {
      slug: 'the-harbour-keepers',
      name: 'The Harbour Keepers',
      description:
        "Three generations of the Pell family keep a Maine lighthouse and the secrets of the fishing town below it. When a storm drives a stranger's boat onto the rocks, eighteen-year-old June must decide which family story is true. A tender, salt-streaked novel about the courage it takes to stay.",
      shop: 'paper-lantern-books',
      categories: ['literary-fiction'],
      tags: ['bestselling-books', 'staff-pick', 'book-club-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      featured: true,
      author: 'eleanor-marsh',
      manufacturer: 'harbourlight-press',
      art: cover('The Harbour Keepers', 'Eleanor Marsh', '#1565c0', '#ffe082'),
      gallery: [cover('The Harbour Keepers', 'Eleanor Marsh', '#0d47a1', '#fff8e1', 2)],
      variations: [
        { options: { format: 'paperback' }, price: 17.99, salePrice: 14.99, quantity: 42 },
        { options: { format: 'hardcover' }, price: 28, quantity: 12 },
        { options: { format: 'ebook' }, price: 9.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'حرّاس الميناء',
          description:
            'ثلاثة أجيال من عائلة بيل تحرس منارة في ولاية مين وأسرار بلدة الصيد القابعة تحتها. حين تدفع عاصفة قارب غريب إلى الصخور، تجد جون ذات الثمانية عشر عاماً نفسها مضطرة إلى أن تقرر أي حكايات العائلة هي الحقيقية. رواية رقيقة مشبعة بملح البحر عن الشجاعة التي يتطلبها البقاء.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'salt-on-the-window',
      name: 'Salt on the Window',
      description:
        'After her mother dies, a retired ferry captain returns to the island she left forty years ago and finds her childhood home rented to a young widower. Over one winter of shared repairs, the two piece together what really happened on the last ferry of 1979.',
      shop: 'paper-lantern-books',
      categories: ['literary-fiction'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 8.99,
      salePrice: 6.99,
      quantity: 9999,
      author: 'eleanor-marsh',
      manufacturer: 'harbourlight-press',
      digitalFile: { fileName: 'salt-on-the-window.pdf' },
      art: cover('Salt on the Window', 'Eleanor Marsh', '#80cbc4', '#004d40'),
      i18n: {
        ar: {
          name: 'ملح على النافذة',
          description:
            'بعد وفاة والدتها، تعود قبطانة عبّارة متقاعدة إلى الجزيرة التي غادرتها قبل أربعين عاماً، لتجد بيت طفولتها مؤجَّراً لأرمل شاب. وعلى مدى شتاء من الإصلاحات المشتركة، يجمعان معاً خيوط ما حدث حقاً على متن آخر عبّارة عام 1979.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'a-lighthouse-for-winter',
      name: 'A Lighthouse for Winter',
      description:
        "Eleanor Marsh's newest novel follows a keeper's daughter who turns a decommissioned lighthouse into a winter refuge for the town's lonely. Spare, luminous and quietly funny, it is a book about the lights we keep burning for each other. Signed copies are available while stock lasts.",
      shop: 'paper-lantern-books',
      categories: ['literary-fiction'],
      tags: ['signed-copy', 'new-release'],
      unit: HARDCOVER.unit,
      price: 26,
      quantity: 18,
      author: 'eleanor-marsh',
      manufacturer: 'harbourlight-press',
      art: cover('A Lighthouse for Winter', 'Eleanor Marsh', '#0d47a1', '#fff8e1'),
      i18n: {
        ar: {
          name: 'منارة للشتاء',
          description:
            'تتبع أحدث روايات إليانور مارش ابنة حارس منارة تحوّل منارة خرجت من الخدمة إلى ملجأ شتوي لوحيدي البلدة. رواية مقتصدة مضيئة وطريفة بهدوء، عن الأنوار التي نبقيها مشتعلة من أجل بعضنا. تتوفر نسخ موقّعة حتى نفاد الكمية.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'the-cartographers-daughter',
      name: "The Cartographer's Daughter",
      description:
        "In 1890s Lisbon, Inês inherits her father's unfinished atlas along with his debts. To complete the maps she must travel the routes he charted, and discover why some of them lead to places that do not exist. A sweeping story of ambition, forgery and love.",
      shop: 'paper-lantern-books',
      categories: ['historical-fiction'],
      tags: ['award-winning-books', 'book-club-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      author: 'celeste-barrow',
      manufacturer: 'harbourlight-press',
      art: cover("The Cartographer's Daughter", 'Celeste Barrow', '#6d4c41', '#ffd54f'),
      gallery: [cover("The Cartographer's Daughter", 'Celeste Barrow', '#4e342e', '#ffecb3', 2)],
      variations: [
        { options: { format: 'paperback' }, price: 18.99, quantity: 33 },
        { options: { format: 'hardcover' }, price: 29.99, salePrice: 24.99, quantity: 0 },
        { options: { format: 'ebook' }, price: 10.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'ابنة رسّام الخرائط',
          description:
            'في لشبونة تسعينيات القرن التاسع عشر، ترث إينيس أطلس والدها غير المكتمل ومعه ديونه. ولكي تكمل الخرائط عليها أن تسلك الطرق التي رسمها، وأن تكتشف لماذا يقود بعضها إلى أماكن لا وجود لها. حكاية واسعة عن الطموح والتزوير والحب.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'letters-from-the-orchard-house',
      name: 'Letters from the Orchard House',
      description:
        'Two strangers begin writing to each other after a post office mix-up delivers their letters to the wrong address. Between a Georgia peach orchard and a Paris attic, the letters grow longer and the secrets harder to keep. A warm epistolary romance told in short chapters.',
      shop: 'paper-lantern-books',
      categories: ['romance-novels'],
      tags: ['e-book', 'bestselling-books'],
      unit: EBOOK.unit,
      price: 7.99,
      quantity: 9999,
      author: 'celeste-barrow',
      manufacturer: 'harbourlight-press',
      digitalFile: { fileName: 'letters-from-the-orchard-house.pdf' },
      art: cover('Letters from the Orchard House', 'Celeste Barrow', '#f48fb1', '#4a148c'),
      i18n: {
        ar: {
          name: 'رسائل من بيت البستان',
          description:
            'يبدأ غريبان بمراسلة أحدهما الآخر بعد أن يسلّم مكتب البريد رسائلهما إلى العنوان الخطأ بالصدفة. وبين بستان خوخ في جورجيا وعلّية في باريس، تطول الرسائل ويصعب كتمان الأسرار. رواية رومانسية دافئة في رسائل متبادلة وفصول قصيرة.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'the-summer-we-learned-to-swim',
      name: 'The Summer We Learned to Swim',
      description:
        "Nell returns to her grandmother's lake house to sell it and finds that the boy who taught her to swim now runs the marina next door. A leaking boathouse and a shoebox of old postcards complicate every plan she made. Funny, wistful and made for the beach bag.",
      shop: 'paper-lantern-books',
      categories: ['romance-novels'],
      unit: PAPERBACK.unit,
      price: 15.99,
      salePrice: 12.99,
      quantity: 36,
      author: 'celeste-barrow',
      manufacturer: 'harbourlight-press',
      art: cover('The Summer We Learned to Swim', 'Celeste Barrow', '#4fc3f7', '#fff59d'),
      i18n: {
        ar: {
          name: 'الصيف الذي تعلّمنا فيه السباحة',
          description:
            'تعود نِل إلى بيت جدتها على البحيرة لتبيعه، فتجد أن الفتى الذي علّمها السباحة صار يدير المرسى المجاور. ومرفأ قوارب يتسرب منه الماء وعلبة أحذية مليئة بالبطاقات البريدية القديمة يربكان كل خططها. رواية طريفة وحالمة خُلقت لحقيبة الشاطئ.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-silk-merchants-wife',
      name: "The Silk Merchant's Wife",
      description:
        "In 1920s Beirut, Salma runs her absent husband's silk trade better than he ever did, until a shipment vanishes somewhere between Damascus and the port. Translated into English by the author himself, this is a rich portrait of a merchant city and of a woman who refuses to be underestimated.",
      shop: 'paper-lantern-books',
      categories: ['historical-fiction'],
      unit: PAPERBACK.unit,
      price: 16.99,
      quantity: 22,
      author: 'idris-al-mansour',
      manufacturer: 'harbourlight-press',
      art: cover("The Silk Merchant's Wife", 'Idris Al-Mansour', '#880e4f', '#f8bbd0'),
      i18n: {
        ar: {
          name: 'زوجة تاجر الحرير',
          description:
            'في بيروت العشرينيات، تدير سلمى تجارة الحرير لزوجها الغائب أفضل مما أدارها هو يوماً، إلى أن تختفي شحنة في مكان ما بين دمشق والميناء. نقلها المؤلف بنفسه إلى الإنجليزية، وهي صورة غنية لمدينة تجار ولامرأة ترفض أن يستهين بها أحد.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-last-tram-to-alexandria',
      name: 'The Last Tram to Alexandria',
      description:
        "On the night an old tram line closes for good, six passengers ride the last car from one end of the line to the other. Each of their stories opens a window onto Alexandria's crowded, many-languaged past. A short, elegiac novel that reads like a long poem.",
      shop: 'paper-lantern-books',
      categories: ['historical-fiction'],
      tags: ['e-book', 'award-winning-books'],
      unit: EBOOK.unit,
      price: 9.49,
      quantity: 9999,
      author: 'idris-al-mansour',
      manufacturer: 'harbourlight-press',
      digitalFile: { fileName: 'the-last-tram-to-alexandria.pdf' },
      art: cover('The Last Tram to Alexandria', 'Idris Al-Mansour', '#00838f', '#ffe0b2'),
      i18n: {
        ar: {
          name: 'الترام الأخير إلى الإسكندرية',
          description:
            'في الليلة التي يُغلق فيها خط ترام قديم إلى الأبد، يركب ستة ركاب العربة الأخيرة من أول الخط إلى آخره. وتفتح حكاية كل منهم نافذة على ماضي الإسكندرية المزدحم المتعدد اللغات. رواية قصيرة رثائية تُقرأ كقصيدة طويلة.',
          unit: EBOOK.ar,
        },
      },
    },
    // ---------- Mystery & thriller ----------
    {
      slug: 'the-ninth-lock',
      name: 'The Ninth Lock',
      description:
        'A body turns up in the ninth lock of a disused canal, and the water level says it could not have got there. Inspector Hale, newly transferred and stubbornly curious, follows the clues upstream into a village that would rather forget. The first Inspector Hale mystery, with a solution hidden in plain sight.',
      shop: 'paper-lantern-books',
      categories: ['crime-mysteries'],
      tags: ['bestselling-books', 'staff-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      author: 'tobias-wren',
      manufacturer: 'nightjar-books',
      art: cover('The Ninth Lock', 'Tobias Wren', '#263238', '#ffb300'),
      gallery: [cover('The Ninth Lock', 'Tobias Wren', '#37474f', '#ffca28', 2)],
      variations: [
        { options: { format: 'paperback' }, price: 15.99, quantity: 55 },
        { options: { format: 'hardcover' }, price: 25, quantity: 9 },
        { options: { format: 'ebook' }, price: 8.99, salePrice: 5.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'الهويس التاسع',
          description:
            'تظهر جثة في الهويس التاسع من قناة مهجورة، ومنسوب الماء يقول إنها لا يمكن أن تكون قد وصلت إلى هناك. يتتبّع المفتش هيل، المنقول حديثاً والفضولي بعناد، الأدلة عكس التيار حتى قرية تفضّل النسيان. أول ألغاز المفتش هيل، وحلّه مخبّأ أمام الأعين.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'cold-ledger',
      name: 'Cold Ledger',
      description:
        "An accountant notices a single missing penny in a charity's books and, within a week, is running for her life. Inspector Hale's second case turns a spreadsheet into a map of greed stretching from a market town to a string of offshore islands.",
      shop: 'paper-lantern-books',
      categories: ['suspense-thrillers'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 8.49,
      quantity: 9999,
      author: 'tobias-wren',
      manufacturer: 'nightjar-books',
      digitalFile: { fileName: 'cold-ledger.pdf' },
      art: cover('Cold Ledger', 'Tobias Wren', '#37474f', '#80deea'),
      i18n: {
        ar: {
          name: 'الدفتر البارد',
          description:
            'تلاحظ محاسِبة بنساً واحداً مفقوداً في حسابات جمعية خيرية، وخلال أسبوع تجد نفسها تهرب لتنجو بحياتها. تحوّل القضية الثانية للمفتش هيل جدول حسابات إلى خريطة للجشع تمتد من بلدة سوق صغيرة إلى سلسلة من الجزر البعيدة عن الشاطئ.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'murder-at-gallow-pier',
      name: 'Murder at Gallow Pier',
      description:
        "During a seaside town's end-of-season talent show, the compère collapses on the pier stage. Eleven performers, one locked dressing room and a rising tide give Inspector Hale until dawn. A classic fair-play puzzle, with a map of the pier inside the cover.",
      shop: 'paper-lantern-books',
      categories: ['crime-mysteries'],
      unit: PAPERBACK.unit,
      price: 14.99,
      quantity: 0,
      author: 'tobias-wren',
      manufacturer: 'nightjar-books',
      art: cover('Murder at Gallow Pier', 'Tobias Wren', '#4e342e', '#ef9a9a'),
      i18n: {
        ar: {
          name: 'جريمة على رصيف غالو',
          description:
            'خلال عرض المواهب في ختام الموسم ببلدة ساحلية، ينهار مقدّم الحفل على مسرح الرصيف البحري. أحد عشر مؤدياً وغرفة ملابس مقفلة ومدّ يرتفع، ولا يملك المفتش هيل إلا حتى الفجر. لغز كلاسيكي عادل، مع خريطة للرصيف داخل الغلاف.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-quiet-witness',
      name: 'The Quiet Witness',
      description:
        'The fourth Inspector Hale novel: a deaf lock keeper is the only witness to a midnight crime on the canal. Publication date and cover still to be confirmed.',
      shop: 'paper-lantern-books',
      categories: ['crime-mysteries'],
      unit: HARDCOVER.unit,
      price: 26,
      quantity: 30,
      status: 'draft',
      author: 'tobias-wren',
      manufacturer: 'nightjar-books',
      art: cover('The Quiet Witness', 'Tobias Wren', '#212121', '#c5e1a5'),
      i18n: {
        ar: {
          name: 'الشاهد الصامت',
          description:
            'الرواية الرابعة في سلسلة المفتش هيل: حارس هويس أصمّ هو الشاهد الوحيد على جريمة منتصف الليل على القناة. لم يُحدَّد بعد موعد النشر ولا الغلاف.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'a-frost-on-kilbeg',
      name: 'A Frost on Kilbeg',
      description:
        "When the first frost reaches the island of Kilbeg, so does a body in the library's returns box. Librarian Nuala Breen knows every borrower's habits, which makes her the island's best detective and perhaps its next victim. A cosy, clever mystery with excellent tea.",
      shop: 'paper-lantern-books',
      categories: ['crime-mysteries'],
      tags: ['book-club-pick'],
      unit: PAPERBACK.unit,
      price: 13.99,
      quantity: 40,
      author: 'saoirse-dunleavy',
      manufacturer: 'nightjar-books',
      art: cover('A Frost on Kilbeg', 'Saoirse Dunleavy', '#81d4fa', '#1b5e20'),
      i18n: {
        ar: {
          name: 'صقيع على كيلبِغ',
          description:
            'حين يصل أول صقيع إلى جزيرة كيلبِغ، تصل معه جثة في صندوق إعادة الكتب بالمكتبة. تعرف أمينة المكتبة نوالا برين عادات كل مستعير، مما يجعلها أفضل محققة في الجزيرة وربما ضحيتها التالية. لغز هادئ وذكي مع كثير من الشاي الجيد.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-reading-room-murders',
      name: 'The Reading Room Murders',
      description:
        "A visiting scholar is found dead in Kilbeg library's locked reading room, clutching an overdue book. Nuala Breen must untangle forty years of fines, feuds and pencilled margin notes to learn who wanted that book back so badly.",
      shop: 'paper-lantern-books',
      categories: ['crime-mysteries'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 6.99,
      salePrice: 4.99,
      quantity: 9999,
      author: 'saoirse-dunleavy',
      manufacturer: 'nightjar-books',
      digitalFile: { fileName: 'the-reading-room-murders.pdf' },
      art: cover('The Reading Room Murders', 'Saoirse Dunleavy', '#5d4037', '#c8e6c9'),
      i18n: {
        ar: {
          name: 'جرائم غرفة المطالعة',
          description:
            'يُعثر على باحث زائر ميتاً في غرفة المطالعة المقفلة بمكتبة كيلبِغ وهو يقبض على كتاب تأخر عن موعد إعادته. على نوالا برين أن تفكّ أربعين عاماً من الغرامات والخصومات والملاحظات المكتوبة بالقلم في الهوامش لتعرف من أراد استعادة ذلك الكتاب بهذا الإلحاح.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'vanishing-point-protocol',
      name: 'Vanishing Point Protocol',
      description:
        'A disgraced cryptographer receives a photograph of herself taken tomorrow. Across Lisbon, Berlin and Tallinn she has seventy-two hours to find out who is predicting her every move, and why. A relentless thriller about surveillance and the people who hide from it.',
      shop: 'paper-lantern-books',
      categories: ['suspense-thrillers'],
      tags: ['new-release'],
      unit: HARDCOVER.unit,
      price: 27.99,
      salePrice: 22.99,
      quantity: 15,
      author: 'mateo-ferraz',
      manufacturer: 'nightjar-books',
      art: cover('Vanishing Point Protocol', 'Mateo Ferraz', '#b71c1c', '#eceff1'),
      i18n: {
        ar: {
          name: 'بروتوكول نقطة التلاشي',
          description:
            'تتلقى عالمة تشفير فقدت سمعتها صورة لنفسها التُقطت غداً. وعبر لشبونة وبرلين وتالين، أمامها اثنتان وسبعون ساعة لتعرف من يتنبأ بكل خطوة تخطوها ولماذا. رواية تشويق لا تهدأ عن المراقبة ومن يختبئون منها.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'the-lisbon-cipher',
      name: 'The Lisbon Cipher',
      description:
        "A tram ticket tucked into a second-hand book of poems leads a young journalist into a spy network that has slept for decades. Every stop on the city's oldest tram line hides the next clue. Fast, atmospheric and full of steep cobbled streets.",
      shop: 'paper-lantern-books',
      categories: ['suspense-thrillers'],
      tags: ['e-book', 'bestselling-books'],
      unit: EBOOK.unit,
      price: 9.99,
      quantity: 9999,
      author: 'mateo-ferraz',
      manufacturer: 'nightjar-books',
      digitalFile: { fileName: 'the-lisbon-cipher.pdf' },
      art: cover('The Lisbon Cipher', 'Mateo Ferraz', '#fbc02d', '#1a237e'),
      i18n: {
        ar: {
          name: 'شيفرة لشبونة',
          description:
            'تذكرة ترام مدسوسة في ديوان شعر مستعمل تقود صحفياً شاباً إلى شبكة تجسس نائمة منذ عقود. كل محطة على أقدم خط ترام في المدينة تخفي الدليل التالي. رواية سريعة غنية بالأجواء ومليئة بالشوارع المرصوفة شديدة الانحدار.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'seven-nights-in-tangier',
      name: 'Seven Nights in Tangier',
      description:
        'An interpreter hired for a week-long business summit in Tangier discovers that every meeting is cover for an auction of stolen secrets. Seven nights, seven buyers and only one way out of the old medina. Mateo Ferraz at his most cinematic.',
      shop: 'paper-lantern-books',
      categories: ['suspense-thrillers'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      author: 'mateo-ferraz',
      manufacturer: 'nightjar-books',
      art: cover('Seven Nights in Tangier', 'Mateo Ferraz', '#ff7043', '#263238'),
      variations: [
        { options: { format: 'paperback' }, price: 16.99, quantity: 30 },
        { options: { format: 'hardcover' }, price: 26.99, quantity: 7 },
        { options: { format: 'ebook' }, price: 9.49, salePrice: 7.49, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'سبع ليالٍ في طنجة',
          description:
            'يكتشف مترجم فوري استُعين به لقمة أعمال تستمر أسبوعاً في طنجة أن كل اجتماع غطاء لمزاد على أسرار مسروقة. سبع ليالٍ وسبعة مشترين وطريق واحد فقط للخروج من المدينة القديمة. ماتيو فيراز في أكثر رواياته سينمائية.',
          unit: BOOK.ar,
        },
      },
    },
    // ---------- Science fiction & fantasy ----------
    {
      slug: 'the-orbit-of-small-things',
      name: 'The Orbit of Small Things',
      description:
        "On a cargo station circling a gas giant, a maintenance worker finds a message hidden in the station's oldest repair logs. Answering it means questioning everything the company has told its twelve thousand residents. A humane, gripping novel about small lives and enormous distances.",
      shop: 'paper-lantern-books',
      categories: ['science-fiction'],
      tags: ['award-winning-books', 'staff-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      featured: true,
      author: 'kofi-asante-bell',
      manufacturer: 'farstar-editions',
      art: cover('The Orbit of Small Things', 'Kofi Asante-Bell', '#0d47a1', '#ffab40'),
      gallery: [
        cover('The Orbit of Small Things', 'Kofi Asante-Bell', '#1a237e', '#ffd180', 2),
        cover('The Orbit of Small Things', 'Kofi Asante-Bell', '#01579b', '#ff9100', 3),
      ],
      variations: [
        { options: { format: 'paperback' }, price: 17.99, quantity: 48 },
        { options: { format: 'hardcover' }, price: 29, salePrice: 23.99, quantity: 14 },
        { options: { format: 'ebook' }, price: 10.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'مدار الأشياء الصغيرة',
          description:
            'على محطة شحن تدور حول كوكب غازي عملاق، يعثر عامل صيانة على رسالة مخبأة في أقدم سجلات الإصلاح بالمحطة. والرد عليها يعني التشكيك في كل ما أخبرت به الشركة سكانها الاثني عشر ألفاً. رواية إنسانية آسرة عن حيوات صغيرة ومسافات هائلة.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'glasswater-station',
      name: 'Glasswater Station',
      description:
        "A research base beneath an ocean of ice loses contact with the surface, and the only way up is a century-old elevator that nobody trusts. Told through the logs of its five crew members, this is a tense and tender novella about survival, winner of a readers' prize.",
      shop: 'paper-lantern-books',
      categories: ['science-fiction'],
      tags: ['e-book', 'award-winning-books'],
      unit: EBOOK.unit,
      price: 8.99,
      quantity: 9999,
      author: 'kofi-asante-bell',
      manufacturer: 'farstar-editions',
      digitalFile: { fileName: 'glasswater-station.pdf' },
      art: cover('Glasswater Station', 'Kofi Asante-Bell', '#4dd0e1', '#102027'),
      i18n: {
        ar: {
          name: 'محطة غلاسووتر',
          description:
            'تفقد قاعدة أبحاث تحت محيط من الجليد اتصالها بالسطح، والطريق الوحيد إلى الأعلى مصعد عمره قرن لا يثق به أحد. تُروى الحكاية عبر سجلات أفراد طاقمها الخمسة، وهي رواية قصيرة مشوقة ورقيقة عن النجاة، فازت بجائزة القرّاء.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'children-of-the-long-night',
      name: 'Children of the Long Night',
      description:
        'On a tidally locked planet, the children born on the dark side have never seen the sun. When a sunward caravan arrives to trade, twelve-year-old Ama stows away to find the daylight her grandmother described. A coming-of-age adventure for teenagers and adults alike.',
      shop: 'paper-lantern-books',
      categories: ['science-fiction'],
      unit: PAPERBACK.unit,
      price: 16.99,
      quantity: 27,
      author: 'kofi-asante-bell',
      manufacturer: 'farstar-editions',
      art: cover('Children of the Long Night', 'Kofi Asante-Bell', '#311b92', '#ffd740'),
      i18n: {
        ar: {
          name: 'أطفال الليل الطويل',
          description:
            'على كوكب يواجه شمسه بوجه واحد دائماً، لم ير الأطفال المولودون في جانبه المظلم الشمس قط. وحين تصل قافلة من الجانب المشمس للتجارة، تتسلل آما ذات الاثني عشر عاماً إليها بحثاً عن ضوء النهار الذي وصفته جدتها. مغامرة عن النضج للمراهقين والكبار على السواء.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-ember-crown',
      name: 'The Ember Crown',
      description:
        'A thief steals a crown that burns anyone who wears it, except her. Now three kingdoms want her dead, crowned or both. Book one of the Ember Crown saga: witty, fast and full of forests that remember every footstep.',
      shop: 'paper-lantern-books',
      categories: ['fantasy-books'],
      tags: ['bestselling-books', 'book-club-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      featured: true,
      author: 'iris-calloway',
      manufacturer: 'farstar-editions',
      art: cover('The Ember Crown', 'Iris Calloway', '#bf360c', '#ffd54f'),
      gallery: [cover('The Ember Crown', 'Iris Calloway', '#8d2a0b', '#ffe57f', 2)],
      variations: [
        { options: { format: 'paperback' }, price: 18.99, quantity: 60 },
        { options: { format: 'hardcover' }, price: 30, salePrice: 25, quantity: 18 },
        { options: { format: 'ebook' }, price: 11.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'تاج الجمر',
          description:
            'تسرق لصّة تاجاً يحرق كل من يضعه على رأسه، إلا هي. والآن تريدها ثلاث ممالك ميتة، أو متوّجة، أو الأمرين معاً. الكتاب الأول من سلسلة «تاج الجمر»: ذكية وسريعة ومليئة بغابات تتذكر كل خطوة.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'the-thornwood-accord',
      name: 'The Thornwood Accord',
      description:
        'A peace treaty between people and the forest was signed in blood and thorn, and someone has just broken it. Book two of the Ember Crown saga follows a reluctant queen into the Thornwood, where every tree is a witness and none of them forgives.',
      shop: 'paper-lantern-books',
      categories: ['fantasy-books'],
      tags: ['e-book', 'new-release'],
      unit: EBOOK.unit,
      price: 11.49,
      quantity: 9999,
      author: 'iris-calloway',
      manufacturer: 'farstar-editions',
      digitalFile: { fileName: 'the-thornwood-accord.pdf' },
      art: cover('The Thornwood Accord', 'Iris Calloway', '#2e7d32', '#ffab91'),
      i18n: {
        ar: {
          name: 'ميثاق غابة الأشواك',
          description:
            'وُقّعت معاهدة سلام بين البشر والغابة بالدم والشوك، وقد نقضها أحدهم للتو. يتبع الكتاب الثاني من سلسلة «تاج الجمر» ملكة مترددة إلى غابة الأشواك، حيث كل شجرة شاهدة ولا تغفر أي منها.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'a-map-of-drowned-stars',
      name: 'A Map of Drowned Stars',
      description:
        "When the sea rises over the last coastal observatory, a young astronomer keeps charting the sky from a floating research raft. Her star maps attract pirates, pilgrims and a signal from beneath the waves. Lyrical climate fiction with an adventurer's heart.",
      shop: 'paper-lantern-books',
      categories: ['science-fiction'],
      unit: PAPERBACK.unit,
      price: 15.99,
      salePrice: 12.99,
      quantity: 24,
      author: 'hana-sato-rivers',
      manufacturer: 'farstar-editions',
      art: cover('A Map of Drowned Stars', 'Hana Sato-Rivers', '#01579b', '#b3e5fc'),
      i18n: {
        ar: {
          name: 'خريطة النجوم الغارقة',
          description:
            'حين يرتفع البحر فوق آخر مرصد ساحلي، تواصل عالمة فلك شابة رسم خرائط السماء من طوف أبحاث عائم. تجذب خرائطها النجمية القراصنة والحجاج وإشارة قادمة من تحت الأمواج. رواية مناخية شاعرية بقلب مغامر.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-tidewalker',
      name: 'The Tidewalker',
      description:
        "Once every hundred years someone is born who can walk on the tide, and this time it is Mirei, a fisherman's daughter who gets seasick. A gentle fantasy about folklore, courage and the sea's long memory.",
      shop: 'paper-lantern-books',
      categories: ['fantasy-books'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 7.49,
      quantity: 9999,
      author: 'hana-sato-rivers',
      manufacturer: 'farstar-editions',
      digitalFile: { fileName: 'the-tidewalker.pdf' },
      art: cover('The Tidewalker', 'Hana Sato-Rivers', '#26a69a', '#fff3e0'),
      i18n: {
        ar: {
          name: 'ماشية المدّ',
          description:
            'مرة كل مئة عام يولد من يستطيع المشي على المدّ، وهذه المرة هي ميري، ابنة صياد يصيبها دوار البحر. فانتازيا لطيفة عن الحكايات الشعبية والشجاعة وذاكرة البحر الطويلة.',
          unit: EBOOK.ar,
        },
      },
    },
    // ---------- History & biography ----------
    {
      slug: 'the-salt-roads-of-the-baltic',
      name: 'The Salt Roads of the Baltic',
      description:
        'A narrative history of the merchants, sailors and salt boilers who bound the Baltic together between 1200 and 1700. Drawing on thousands of ship logs, Henrik Aldous shows how a humble mineral built cities and unseated kings. Includes twenty-four pages of maps and plates.',
      shop: 'paper-lantern-books',
      categories: ['world-history'],
      unit: HARDCOVER.unit,
      price: 32,
      quantity: 11,
      author: 'henrik-aldous',
      manufacturer: 'ledger-and-quill',
      art: cover('The Salt Roads of the Baltic', 'Henrik Aldous', '#546e7a', '#eceff1'),
      gallery: [cover('The Salt Roads of the Baltic', 'Henrik Aldous', '#37474f', '#cfd8dc', 2)],
      i18n: {
        ar: {
          name: 'طرق الملح في البلطيق',
          description:
            'تاريخ سردي للتجار والبحّارة وصانعي الملح الذين ربطوا أرجاء البلطيق بين عامي 1200 و1700. يعتمد هنريك ألدوس على آلاف من سجلات السفن ليبيّن كيف بنى معدن متواضع مدناً وأطاح بملوك. يضم أربعاً وعشرين صفحة من الخرائط واللوحات.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'empires-of-the-river',
      name: 'Empires of the River',
      description:
        "How river trade shaped empires from the Rhine to the Volga, told through the lives of ferrymen, toll keepers and smugglers. A classic of maritime history, newly edited with a foreword by the author's former students.",
      shop: 'paper-lantern-books',
      categories: ['world-history'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 12.99,
      salePrice: 9.99,
      quantity: 9999,
      author: 'henrik-aldous',
      manufacturer: 'ledger-and-quill',
      digitalFile: { fileName: 'empires-of-the-river.pdf' },
      art: cover('Empires of the River', 'Henrik Aldous', '#33691e', '#dcedc8'),
      i18n: {
        ar: {
          name: 'إمبراطوريات النهر',
          description:
            'كيف شكّلت التجارة النهرية الإمبراطوريات من الراين إلى الفولغا، كما ترويها حياة المعدّيين وجباة المكوس والمهرّبين. عمل كلاسيكي في التاريخ البحري، في طبعة منقحة جديدة بمقدمة كتبها طلاب المؤلف السابقون.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'the-clockmakers-guild',
      name: "The Clockmakers' Guild",
      description:
        "In sixteenth-century Nuremberg, clockmakers guarded their secrets as fiercely as any army. Leonora Achterberg follows one guild's records across three generations, revealing a world of apprentices, rivalries and astonishing precision.",
      shop: 'paper-lantern-books',
      categories: ['world-history'],
      tags: ['staff-pick'],
      unit: PAPERBACK.unit,
      price: 19.99,
      quantity: 20,
      author: 'leonora-achterberg',
      manufacturer: 'ledger-and-quill',
      art: cover("The Clockmakers' Guild", 'Leonora Achterberg', '#8d6e63', '#ffecb3'),
      gallery: [cover("The Clockmakers' Guild", 'Leonora Achterberg', '#6d4c41', '#fff8e1', 2)],
      i18n: {
        ar: {
          name: 'نقابة صانعي الساعات',
          description:
            'في نورنبرغ القرن السادس عشر، حرس صانعو الساعات أسرارهم بشراسة لا تقل عن شراسة أي جيش. تتتبّع ليونورا أختربيرغ سجلات نقابة واحدة عبر ثلاثة أجيال، كاشفةً عالماً من المتدربين والمنافسات والدقة المذهلة.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-woman-who-mapped-the-dunes',
      name: 'The Woman Who Mapped the Dunes',
      description:
        "The first biography of a self-taught Dutch geologist who mapped the shifting dunes of the North Sea coast in the 1880s, only to see her work published under a colleague's name. Built from her letters, field notebooks and survey sketches.",
      shop: 'paper-lantern-books',
      categories: ['biographies'],
      unit: HARDCOVER.unit,
      price: 28.5,
      quantity: 0,
      author: 'leonora-achterberg',
      manufacturer: 'ledger-and-quill',
      art: cover('The Woman Who Mapped the Dunes', 'Leonora Achterberg', '#f9a825', '#5d4037'),
      i18n: {
        ar: {
          name: 'المرأة التي رسمت خرائط الكثبان',
          description:
            'أول سيرة لعالمة جيولوجيا هولندية علّمت نفسها بنفسها، ورسمت خرائط الكثبان المتحركة على ساحل بحر الشمال في ثمانينيات القرن التاسع عشر، لترى عملها يُنشر باسم زميل لها. سيرة مبنية على رسائلها ودفاترها الميدانية ورسوم المسح التي خطّتها.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'marguerite-a-life-in-verse',
      name: 'Marguerite: A Life in Verse',
      description:
        "Leonora Achterberg's prize-winning biography of the Normandy poet Marguerite Fontaine, who hid hundreds of poems in seed catalogues. A moving account of a quiet, stubborn life devoted to words and roses.",
      shop: 'paper-lantern-books',
      categories: ['biographies'],
      tags: ['e-book', 'award-winning-books'],
      unit: EBOOK.unit,
      price: 10.99,
      quantity: 9999,
      author: 'leonora-achterberg',
      manufacturer: 'ledger-and-quill',
      digitalFile: { fileName: 'marguerite-a-life-in-verse.pdf' },
      art: cover('Marguerite: A Life in Verse', 'Leonora Achterberg', '#7cb342', '#fce4ec'),
      i18n: {
        ar: {
          name: 'مارغريت: حياة في القصيد',
          description:
            'السيرة الحائزة على جائزة التي كتبتها ليونورا أختربيرغ عن شاعرة نورماندي مارغريت فونتين، التي خبّأت مئات القصائد في كتالوجات البذور. رواية مؤثرة لحياة هادئة عنيدة كُرّست للكلمات والورود.',
          unit: EBOOK.ar,
        },
      },
    },
    // ---------- Poetry ----------
    {
      slug: 'letters-to-a-quiet-garden',
      name: 'Letters to a Quiet Garden',
      description:
        'Sixty short poems that follow a walled garden in Normandy from the first frost to the last pear. Printed in French with facing English translations, it is a small, perfect book to keep by the window.',
      shop: 'paper-lantern-books',
      categories: ['poetry'],
      unit: PAPERBACK.unit,
      price: 13.5,
      quantity: 25,
      author: 'marguerite-fontaine',
      manufacturer: 'owl-and-ember-press',
      art: cover('Letters to a Quiet Garden', 'Marguerite Fontaine', '#aed581', '#33691e'),
      i18n: {
        ar: {
          name: 'رسائل إلى حديقة هادئة',
          description:
            'ستون قصيدة قصيرة تتبع حديقة مسوّرة في نورماندي من أول صقيع حتى آخر حبة كمثرى. مطبوعة بالفرنسية مع ترجمة إنجليزية في الصفحة المقابلة، وهي كتاب صغير مكتمل يستحق أن يبقى بجوار النافذة.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-blue-hour-poems',
      name: 'The Blue Hour',
      description:
        "Marguerite Fontaine's second and final collection: evening poems about lamplight, neighbours and the hour when the garden turns blue. This digital edition includes facsimiles of the poet's handwritten drafts.",
      shop: 'paper-lantern-books',
      categories: ['poetry'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 5.99,
      quantity: 9999,
      author: 'marguerite-fontaine',
      manufacturer: 'owl-and-ember-press',
      digitalFile: { fileName: 'the-blue-hour-poems.pdf' },
      art: cover('The Blue Hour', 'Marguerite Fontaine', '#3949ab', '#c5cae9'),
      i18n: {
        ar: {
          name: 'الساعة الزرقاء',
          description:
            'الديوان الثاني والأخير لمارغريت فونتين: قصائد مسائية عن ضوء المصابيح والجيران والساعة التي تصبح فيها الحديقة زرقاء. تتضمن هذه الطبعة الرقمية صوراً طبق الأصل لمسودات الشاعرة المكتوبة بخط يدها.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'cardamom-and-rain',
      name: 'Cardamom and Rain',
      description:
        "Poems about kitchens in three countries, grandmothers who measure in handfuls and the smell of rain on hot pavement. Yasmin Qadri's debut collection moves between English and Arabic with ease and humour.",
      shop: 'paper-lantern-books',
      categories: ['poetry'],
      tags: ['signed-copy', 'staff-pick'],
      unit: PAPERBACK.unit,
      price: 14.99,
      quantity: 0,
      author: 'yasmin-qadri',
      manufacturer: 'owl-and-ember-press',
      art: cover('Cardamom and Rain', 'Yasmin Qadri', '#6a1b9a', '#ffcc80'),
      i18n: {
        ar: {
          name: 'هيل ومطر',
          description:
            'قصائد عن مطابخ في ثلاثة بلدان، وجدّات يقسن كل شيء بالحفنات، ورائحة المطر على الرصيف الساخن. ينتقل الديوان الأول لياسمين قادري بين الإنجليزية والعربية بسلاسة وروح دعابة.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'the-weight-of-lanterns',
      name: 'The Weight of Lanterns',
      description:
        "Yasmin Qadri's second collection gathers poems first performed at her monthly poetry nights: lanterns, long-distance phone calls and the quiet bravery of starting again. Includes her notes on reading poetry aloud.",
      shop: 'paper-lantern-books',
      categories: ['poetry'],
      tags: ['e-book', 'new-release'],
      unit: EBOOK.unit,
      price: 6.99,
      salePrice: 4.99,
      quantity: 9999,
      author: 'yasmin-qadri',
      manufacturer: 'owl-and-ember-press',
      digitalFile: { fileName: 'the-weight-of-lanterns.pdf' },
      art: cover('The Weight of Lanterns', 'Yasmin Qadri', '#ffb300', '#4a148c'),
      i18n: {
        ar: {
          name: 'ثقل الفوانيس',
          description:
            'يجمع الديوان الثاني لياسمين قادري قصائد أُلقيت أول مرة في أمسياتها الشعرية الشهرية: فوانيس ومكالمات هاتفية بعيدة المسافة وشجاعة البدء من جديد الهادئة. ويتضمن ملاحظاتها حول قراءة الشعر بصوت عالٍ.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'songs-of-the-courtyard',
      name: 'Songs of the Courtyard',
      description:
        "Idris Al-Mansour's collected courtyard poems, printed in Arabic and English side by side. Jasmine, well water and neighbours' voices fill these verses, many of them still recited at family celebrations. A cloth-bound gift edition with a ribbon marker.",
      shop: 'paper-lantern-books',
      categories: ['poetry'],
      tags: ['gift-edition'],
      unit: HARDCOVER.unit,
      price: 24,
      quantity: 10,
      author: 'idris-al-mansour',
      manufacturer: 'owl-and-ember-press',
      art: cover('Songs of the Courtyard', 'Idris Al-Mansour', '#00695c', '#ffe082'),
      gallery: [cover('Songs of the Courtyard', 'Idris Al-Mansour', '#004d40', '#ffd54f', 2)],
      i18n: {
        ar: {
          name: 'أغاني الفناء',
          description:
            'قصائد الأفنية المجموعة لإدريس المنصور، مطبوعة بالعربية والإنجليزية جنباً إلى جنب. يملأ الياسمين وماء البئر وأصوات الجيران هذه الأبيات، وما زال كثير منها يُلقى في المناسبات العائلية. طبعة هدية مجلّدة بالقماش مع شريط لتعليم الصفحات.',
          unit: HARDCOVER.ar,
        },
      },
    },
    // ---------- Children's books ----------
    {
      slug: 'pip-and-the-paper-moon',
      name: 'Pip and the Paper Moon',
      description:
        'Pip the mouse wants to hang a moon in her burrow so she will never be afraid of the dark again. With paper, glue and a little help from the library owl, she makes one that really shines. A cosy bedtime picture book for ages 3 to 6.',
      shop: 'paper-lantern-books',
      categories: ['picture-books'],
      tags: ['gift-edition'],
      unit: HARDCOVER.unit,
      price: 17.99,
      quantity: 34,
      author: 'oliver-penhallow',
      manufacturer: 'little-acorn-press',
      art: cover('Pip and the Paper Moon', 'Oliver Penhallow', '#1a237e', '#fff176'),
      i18n: {
        ar: {
          name: 'بيب والقمر الورقي',
          description:
            'تريد الفأرة بيب أن تعلّق قمراً في جحرها كي لا تخاف الظلام بعد اليوم. وبالورق والصمغ وقليل من المساعدة من بومة المكتبة، تصنع قمراً يضيء حقاً. كتاب مصور دافئ لوقت النوم للأعمار من 3 إلى 6 سنوات.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'the-bear-who-borrowed-books',
      name: 'The Bear Who Borrowed Books',
      description:
        'Bruno the bear loves the village library, but his paws are too big for the pages and his list of overdue books is very long. A funny, warm story about sharing, patience and bringing things back. For ages 3 to 7.',
      shop: 'paper-lantern-books',
      categories: ['picture-books'],
      tags: ['bestselling-books'],
      unit: PAPERBACK.unit,
      price: 9.99,
      salePrice: 7.99,
      quantity: 80,
      featured: true,
      author: 'oliver-penhallow',
      manufacturer: 'little-acorn-press',
      art: cover('The Bear Who Borrowed Books', 'Oliver Penhallow', '#795548', '#a5d6a7'),
      gallery: [cover('The Bear Who Borrowed Books', 'Oliver Penhallow', '#5d4037', '#c8e6c9', 2)],
      i18n: {
        ar: {
          name: 'الدب الذي استعار الكتب',
          description:
            'يحب الدب برونو مكتبة القرية، لكن كفّيه أكبر من أن تقلّبا الصفحات، وقائمة كتبه المتأخرة طويلة جداً. قصة طريفة ودافئة عن المشاركة والصبر وإعادة الأشياء إلى أصحابها. للأعمار من 3 إلى 7 سنوات.',
          unit: PAPERBACK.ar,
        },
      },
    },
    {
      slug: 'nine-lanterns-for-nora',
      name: 'Nine Lanterns for Nora',
      description:
        "Nora has nine nights to light nine lanterns across her snowed-in town before the winter festival, or her little brother's wish will not come true. Each lantern leads her to a neighbour with a secret. An illustrated chapter book for ages 7 to 10.",
      shop: 'paper-lantern-books',
      categories: ['middle-grade'],
      tags: ['staff-pick'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      author: 'oliver-penhallow',
      manufacturer: 'little-acorn-press',
      art: cover('Nine Lanterns for Nora', 'Oliver Penhallow', '#c62828', '#fff9c4'),
      variations: [
        { options: { format: 'paperback' }, price: 11.99, quantity: 45 },
        { options: { format: 'hardcover' }, price: 18.99, salePrice: 15.99, quantity: 20 },
        { options: { format: 'ebook' }, price: 6.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'تسعة فوانيس لنورا',
          description:
            'أمام نورا تسع ليالٍ لتضيء تسعة فوانيس في أرجاء بلدتها المحاصرة بالثلج قبل مهرجان الشتاء، وإلا فلن تتحقق أمنية أخيها الصغير. وكل فانوس يقودها إلى جار يخفي سراً. كتاب فصول مصوّر للأعمار من 7 إلى 10 سنوات.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'the-secret-of-crooked-lane',
      name: 'The Secret of Crooked Lane',
      description:
        'Eleven-year-old Orla notices that the house on Crooked Lane has one more window on the outside than on the inside. With her best friend and a borrowed library card, she sets out to find the missing room. A puzzle mystery for ages 8 to 12.',
      shop: 'paper-lantern-books',
      categories: ['middle-grade'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 5.99,
      quantity: 9999,
      author: 'saoirse-dunleavy',
      manufacturer: 'little-acorn-press',
      digitalFile: { fileName: 'the-secret-of-crooked-lane.pdf' },
      art: cover('The Secret of Crooked Lane', 'Saoirse Dunleavy', '#4caf50', '#fff59d'),
      i18n: {
        ar: {
          name: 'سرّ الزقاق الأعوج',
          description:
            'تلاحظ أورلا ذات الأحد عشر عاماً أن للبيت في الزقاق الأعوج نافذة من الخارج تزيد على نوافذه من الداخل. ومع صديقتها المقربة وبطاقة مكتبة مستعارة، تنطلق للبحث عن الغرفة المفقودة. لغز بوليسي للأعمار من 8 إلى 12 سنة.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'captain-juniper-and-the-cloud-whale',
      name: 'Captain Juniper and the Cloud Whale',
      description:
        'Captain Juniper sails her bathtub boat up into the sky to rescue a whale made of clouds before it rains itself away. A dreamy picture book about weather, kindness and letting go, for ages 4 to 8.',
      shop: 'paper-lantern-books',
      categories: ['picture-books'],
      unit: PAPERBACK.unit,
      price: 8.99,
      quantity: 0,
      author: 'hana-sato-rivers',
      manufacturer: 'little-acorn-press',
      art: cover('Captain Juniper and the Cloud Whale', 'Hana Sato-Rivers', '#90caf9', '#ff8a65'),
      i18n: {
        ar: {
          name: 'الكابتن جونيبر وحوت الغيوم',
          description:
            'تبحر الكابتن جونيبر بقارب حوض الاستحمام إلى السماء لتنقذ حوتاً من الغيوم قبل أن يذوب مطراً ويتلاشى. كتاب مصور حالم عن الطقس واللطف ومعنى أن نترك الأشياء تمضي، للأعمار من 4 إلى 8 سنوات.',
          unit: PAPERBACK.ar,
        },
      },
    },
    // ---------- Cookbooks & business ----------
    {
      slug: 'fire-and-citrus',
      name: 'Fire and Citrus',
      description:
        "Eighty recipes from Mexico's Pacific coast, cooked over charcoal, wood and the humble kitchen grill: charred limes, smoky salsas, whole grilled fish and a chapter of fruit desserts. Photographed on the beaches and in the markets of Oaxaca.",
      shop: 'paper-lantern-books',
      categories: ['cookbooks'],
      tags: ['bestselling-books', 'gift-edition'],
      unit: HARDCOVER.unit,
      price: 34.99,
      salePrice: 29.99,
      quantity: 26,
      featured: true,
      author: 'rafael-montoya-cruz',
      manufacturer: 'copper-pot-publishing',
      art: cover('Fire and Citrus', 'Rafael Montoya Cruz', '#ff6f00', '#1b5e20'),
      gallery: [
        cover('Fire and Citrus', 'Rafael Montoya Cruz', '#e65100', '#c5e1a5', 2),
        cover('Fire and Citrus', 'Rafael Montoya Cruz', '#ffa000', '#33691e', 3),
      ],
      i18n: {
        ar: {
          name: 'نار وحمضيات',
          description:
            'ثمانون وصفة من ساحل المكسيك على المحيط الهادئ تُطهى على الفحم والحطب وشواية المطبخ البسيطة: ليمون محروق وصلصات مدخّنة وأسماك كاملة مشوية وفصل كامل لحلويات الفاكهة. صُوّرت على شواطئ واهاكا وفي أسواقها.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'sunday-table',
      name: 'Sunday Table',
      description:
        'Slow braises, big salads and easy desserts for feeding a crowd once a week. Rafael Montoya Cruz shares the Sunday meals he cooks for his family, with timings planned so the cook gets to sit down too.',
      shop: 'paper-lantern-books',
      categories: ['cookbooks'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 12.99,
      quantity: 9999,
      author: 'rafael-montoya-cruz',
      manufacturer: 'copper-pot-publishing',
      digitalFile: { fileName: 'sunday-table.pdf' },
      art: cover('Sunday Table', 'Rafael Montoya Cruz', '#d84315', '#fff8e1'),
      i18n: {
        ar: {
          name: 'مائدة الأحد',
          description:
            'أطباق مطهوة على نار هادئة وسلطات وفيرة وحلويات سهلة لإطعام جمع كبير مرة في الأسبوع. يشارك رافاييل مونتويا كروز وجبات الأحد التي يطبخها لعائلته، بتوقيتات مدروسة تتيح للطاهي أن يجلس إلى المائدة أيضاً.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'the-patient-loaf',
      name: 'The Patient Loaf',
      description:
        "A friendly guide to sourdough and slow-fermented breads for small kitchens and busy weeks. Grace Whitcombe's baking schedules fit around a working day, and every recipe was tested in a small oven. Includes a troubleshooting chapter for flat loaves.",
      shop: 'paper-lantern-books',
      categories: ['cookbooks'],
      tags: ['staff-pick'],
      unit: HARDCOVER.unit,
      price: 29.99,
      quantity: 19,
      author: 'grace-whitcombe',
      manufacturer: 'copper-pot-publishing',
      art: cover('The Patient Loaf', 'Grace Whitcombe', '#a1887f', '#fffde7'),
      i18n: {
        ar: {
          name: 'رغيف الصبر',
          description:
            'دليل ودود لخبز العجين المخمّر والأرغفة بطيئة التخمير للمطابخ الصغيرة والأسابيع المزدحمة. تتلاءم جداول الخَبز التي وضعتها غريس ويتكومب مع يوم العمل، وقد جُرّبت كل وصفة في فرن صغير. يضم فصلاً لحل مشكلات الأرغفة المسطحة.',
          unit: HARDCOVER.ar,
        },
      },
    },
    {
      slug: 'small-kitchen-big-flavour',
      name: 'Small Kitchen, Big Flavour',
      description:
        'One hundred weeknight recipes that need one pan, one pot or one tray. Grace Whitcombe shows how to stock a tiny pantry and cook generously without a big kitchen or a long shopping list.',
      shop: 'paper-lantern-books',
      categories: ['cookbooks'],
      tags: ['e-book'],
      unit: EBOOK.unit,
      price: 9.99,
      salePrice: 7.99,
      quantity: 9999,
      author: 'grace-whitcombe',
      manufacturer: 'copper-pot-publishing',
      digitalFile: { fileName: 'small-kitchen-big-flavour.pdf' },
      art: cover('Small Kitchen, Big Flavour', 'Grace Whitcombe', '#fdd835', '#e53935'),
      i18n: {
        ar: {
          name: 'مطبخ صغير ونكهة كبيرة',
          description:
            'مئة وصفة لأمسيات أيام العمل لا تحتاج إلا إلى مقلاة واحدة أو قدر واحد أو صينية واحدة. تبيّن غريس ويتكومب كيف تملأ مخزن مؤن صغيراً وتطبخ بسخاء دون مطبخ كبير أو قائمة مشتريات طويلة.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'the-patient-founder',
      name: 'The Patient Founder',
      description:
        'Why do some small companies last for decades while fast-growing ones burn out? Priya Raman-Hale draws on interviews with sixty founders to show how patience, trust and a few boring habits build businesses that endure. Practical, warm and refreshingly free of jargon.',
      shop: 'paper-lantern-books',
      categories: ['business-books'],
      tags: ['bestselling-books'],
      unit: BOOK.unit,
      price: 0,
      quantity: 0,
      author: 'priya-raman-hale',
      manufacturer: 'ledger-and-quill',
      art: cover('The Patient Founder', 'Priya Raman-Hale', '#004d40', '#ffca28'),
      gallery: [cover('The Patient Founder', 'Priya Raman-Hale', '#00695c', '#ffe082', 2)],
      variations: [
        { options: { format: 'paperback' }, price: 19.99, quantity: 38 },
        { options: { format: 'hardcover' }, price: 29.99, quantity: 12 },
        { options: { format: 'ebook' }, price: 13.99, salePrice: 10.99, quantity: 9999, isDigital: true },
      ],
      i18n: {
        ar: {
          name: 'المؤسِّس الصبور',
          description:
            'لماذا تعيش بعض الشركات الصغيرة عقوداً بينما تحترق الشركات سريعة النمو؟ تستند بريا رامان-هيل إلى مقابلات مع ستين مؤسساً لتبيّن كيف تبني الصبر والثقة وبضع عادات مملة شركات تدوم. كتاب عملي ودافئ وخالٍ على نحو منعش من المصطلحات الرنانة.',
          unit: BOOK.ar,
        },
      },
    },
    {
      slug: 'small-teams-long-maps',
      name: 'Small Teams, Long Maps',
      description:
        'A handbook for planning ahead when your whole company fits around one table. Priya Raman-Hale explains how small teams can set three-year goals, share decisions fairly and say no to the wrong customers.',
      shop: 'paper-lantern-books',
      categories: ['business-books'],
      tags: ['e-book', 'new-release'],
      unit: EBOOK.unit,
      price: 11.99,
      quantity: 9999,
      author: 'priya-raman-hale',
      manufacturer: 'ledger-and-quill',
      digitalFile: { fileName: 'small-teams-long-maps.pdf' },
      art: cover('Small Teams, Long Maps', 'Priya Raman-Hale', '#26a69a', '#263238'),
      i18n: {
        ar: {
          name: 'فرق صغيرة وخرائط بعيدة',
          description:
            'دليل للتخطيط للمستقبل حين تتسع شركتك كلها حول طاولة واحدة. تشرح بريا رامان-هيل كيف تضع الفرق الصغيرة أهدافاً لثلاث سنوات، وتتقاسم القرارات بإنصاف، وتقول «لا» للعملاء غير المناسبين.',
          unit: EBOOK.ar,
        },
      },
    },
    {
      slug: 'the-ledger-of-trust',
      name: 'The Ledger of Trust',
      description:
        'A forthcoming book on how small companies earn and keep the trust of customers, staff and suppliers. Manuscript in final edits; details to follow.',
      shop: 'paper-lantern-books',
      categories: ['business-books'],
      unit: HARDCOVER.unit,
      price: 27.99,
      quantity: 0,
      status: 'draft',
      author: 'priya-raman-hale',
      manufacturer: 'ledger-and-quill',
      art: cover('The Ledger of Trust', 'Priya Raman-Hale', '#3e2723', '#a5d6a7'),
      i18n: {
        ar: {
          name: 'دفتر الثقة',
          description:
            'كتاب قادم عن كيفية كسب الشركات الصغيرة ثقة عملائها وموظفيها ومورديها والمحافظة عليها. المخطوطة في مرحلة التحرير الأخيرة، والتفاصيل لاحقاً.',
          unit: HARDCOVER.ar,
        },
      },
    },
  ],
};
