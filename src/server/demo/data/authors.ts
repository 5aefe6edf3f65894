import type { SeedAuthor } from '../seed/types';

/** Fictional authors of the demo books (Paper Lantern Books). Every one of them has books in the catalogue. */
export const seedAuthors: SeedAuthor[] = [
  {
    slug: 'eleanor-marsh',
    name: 'Eleanor Marsh',
    bio: "Eleanor Marsh writes quiet novels about coastal towns and the families who never leave them. She grew up above her parents' chandlery in a Maine fishing port and still drafts every book longhand. Her debut, The Harbour Keepers, spent a year on independent bookshop lists.",
    quote: 'Every harbour keeps the stories the sea gives back.',
    born: '1971-03-14',
    languages: 'English',
    art: { motif: 'portrait', colors: ['#5d4037', '#d7ccc8'] },
    i18n: {
      ar: {
        name: 'إليانور مارش',
        bio: 'تكتب إليانور مارش روايات هادئة عن البلدات الساحلية والعائلات التي لا تغادرها أبداً. نشأت فوق متجر أدوات السفن الذي يملكه والداها في ميناء صيد بولاية مين، وما زالت تكتب مسودة كل كتاب بخط يدها. بقيت روايتها الأولى «حرّاس الميناء» عاماً كاملاً على قوائم المكتبات المستقلة.',
        quote: 'كل ميناء يحفظ الحكايات التي يعيدها البحر.',
      },
    },
  },
  {
    slug: 'tobias-wren',
    name: 'Tobias Wren',
    bio: 'A former canal engineer, Tobias Wren turned to crime fiction after thirty years of reading river gauges and tide tables. His Inspector Hale novels are known for fair-play puzzles and endings nobody sees coming. He lives on a narrowboat that he claims is haunted by a cat.',
    quote: 'A good clue hides in plain sight, like a key left in the lock.',
    born: '1958-08-02',
    languages: 'English',
    art: { motif: 'portrait', colors: ['#263238', '#b0bec5'] },
    i18n: {
      ar: {
        name: 'توبياس رِن',
        bio: 'كان توبياس رِن مهندس قنوات مائية، ثم اتجه إلى روايات الجريمة بعد ثلاثين عاماً من قراءة مقاييس الأنهار وجداول المد والجزر. تشتهر رواياته عن المفتش هيل بألغازها العادلة ونهاياتها التي لا يتوقعها أحد. يعيش على قارب نهري ضيق يزعم أن قطاً يسكنه كالشبح.',
        quote: 'الدليل الجيد يختبئ أمام أعين الجميع، كمفتاح نُسي في قفله.',
      },
    },
  },
  {
    slug: 'celeste-barrow',
    name: 'Celeste Barrow',
    bio: 'Celeste Barrow writes warm, sweeping novels about letters, maps and second chances. Before publishing she restored antique atlases for a university library. She divides her year between Savannah and a borrowed farmhouse in Provence.',
    quote: 'Love is a map you redraw every time you get lost.',
    born: '1976-11-23',
    languages: 'English, French',
    art: { motif: 'portrait', colors: ['#ad1457', '#f8bbd0'] },
    i18n: {
      ar: {
        name: 'سيليست بارو',
        bio: 'تكتب سيليست بارو روايات دافئة واسعة الأفق عن الرسائل والخرائط والفرص الثانية. قبل أن تنشر كتبها عملت في ترميم الأطالس القديمة لمكتبة جامعية. تقسم عامها بين سافانا وبيت ريفي مُعار في بروفانس.',
        quote: 'الحب خريطة تعيد رسمها كلما ضللت الطريق.',
      },
    },
  },
  {
    slug: 'idris-al-mansour',
    name: 'Idris Al-Mansour',
    bio: 'Idris Al-Mansour was a novelist and poet whose work moved between the port cities of the eastern Mediterranean. He wrote first in Arabic and translated much of his own work into English. His courtyard poems are still read aloud at weddings in his home town.',
    quote: 'A city is a poem that its people never finish writing.',
    born: '1941-05-09',
    death: '2016-01-27',
    languages: 'Arabic, English, French',
    art: { motif: 'portrait', colors: ['#004d40', '#b2dfdb'] },
    i18n: {
      ar: {
        name: 'إدريس المنصور',
        bio: 'كان إدريس المنصور روائياً وشاعراً تنقّلت أعماله بين مدن الموانئ في شرق المتوسط. كتب بالعربية أولاً ثم ترجم كثيراً من أعماله بنفسه إلى الإنجليزية. ما زالت قصائده عن أفنية البيوت تُقرأ بصوت عالٍ في الأعراس في مدينته.',
        quote: 'المدينة قصيدة لا ينتهي أهلها من كتابتها أبداً.',
      },
    },
  },
  {
    slug: 'saoirse-dunleavy',
    name: 'Saoirse Dunleavy',
    bio: 'Saoirse Dunleavy sets her cosy mysteries in a fictional village on the west coast of Ireland, where the librarian solves more cases than the police. She worked for fifteen years as a mobile librarian before her first novel. She also writes puzzle mysteries for young readers.',
    quote: 'Small villages keep big secrets, and libraries keep the receipts.',
    born: '1980-02-17',
    languages: 'English, Irish',
    art: { motif: 'portrait', colors: ['#2e7d32', '#c8e6c9'] },
    i18n: {
      ar: {
        name: 'شيرشا دانليفي',
        bio: 'تدور ألغاز شيرشا دانليفي الهادئة في قرية متخيَّلة على الساحل الغربي لأيرلندا، حيث تحل أمينة المكتبة قضايا أكثر مما تحله الشرطة. عملت خمسة عشر عاماً أمينةً لمكتبة متنقلة قبل روايتها الأولى. وتكتب أيضاً ألغازاً بوليسية للقراء الصغار.',
        quote: 'القرى الصغيرة تخفي أسراراً كبيرة، والمكتبات تحتفظ بالإيصالات.',
      },
    },
  },
  {
    slug: 'mateo-ferraz',
    name: 'Mateo Ferraz',
    bio: 'Mateo Ferraz spent a decade as a foreign correspondent before writing thrillers that race across European capitals. His books are praised for their tight plotting and precise sense of place. He lives in Lisbon with his wife and an alarming number of street maps.',
    quote: 'Every city has a back door; the trick is finding it before your enemy does.',
    born: '1974-06-30',
    languages: 'Portuguese, English, Spanish',
    art: { motif: 'portrait', colors: ['#37474f', '#ffcc80'] },
    i18n: {
      ar: {
        name: 'ماتيو فيراز',
        bio: 'أمضى ماتيو فيراز عقداً من الزمن مراسلاً أجنبياً قبل أن يكتب روايات تشويق تتسابق أحداثها عبر العواصم الأوروبية. تحظى كتبه بالثناء على حبكتها المحكمة ودقة وصفها للأماكن. يعيش في لشبونة مع زوجته وعدد مقلق من خرائط الشوارع.',
        quote: 'لكل مدينة باب خلفي، والبراعة أن تجده قبل عدوك.',
      },
    },
  },
  {
    slug: 'kofi-asante-bell',
    name: 'Kofi Asante-Bell',
    bio: 'Kofi Asante-Bell is a physicist turned novelist whose science fiction imagines ordinary people living in extraordinary orbits. His stories have been translated into eleven languages. He teaches a free writing workshop for teenagers every summer in Accra.',
    quote: 'The universe is mostly empty, which is why we fill it with stories.',
    born: '1979-09-12',
    languages: 'English, Twi',
    art: { motif: 'portrait', colors: ['#1a237e', '#9fa8da'] },
    i18n: {
      ar: {
        name: 'كوفي أسانتي-بيل',
        bio: 'كوفي أسانتي-بيل فيزيائي تحوّل إلى روائي، وتتخيل رواياته في الخيال العلمي أناساً عاديين يعيشون في مدارات استثنائية. تُرجمت قصصه إلى إحدى عشرة لغة. يقدّم كل صيف ورشة كتابة مجانية للمراهقين في أكرا.',
        quote: 'الكون فارغ في معظمه، ولهذا نملؤه بالحكايات.',
      },
    },
  },
  {
    slug: 'iris-calloway',
    name: 'Iris Calloway',
    bio: 'Iris Calloway writes epic fantasy full of stubborn queens, clever thieves and forests that remember. She started the Ember Crown saga as a serial for her friends and finished it on night shifts at a bakery. She is currently working on a prequel told by a dragon.',
    quote: 'Magic is only stubbornness that learned to glow.',
    born: '1988-04-05',
    languages: 'English',
    art: { motif: 'portrait', colors: ['#bf360c', '#ffccbc'] },
    i18n: {
      ar: {
        name: 'آيريس كالواي',
        bio: 'تكتب آيريس كالواي روايات فانتازيا ملحمية مليئة بملكات عنيدات ولصوص أذكياء وغابات لا تنسى. بدأت سلسلة «تاج الجمر» حلقاتٍ لأصدقائها وأكملتها في نوبات ليلية بأحد المخابز. تعمل حالياً على جزء تمهيدي يرويه تنين.',
        quote: 'السحر ليس إلا عناداً تعلّم كيف يتوهّج.',
      },
    },
  },
  {
    slug: 'hana-sato-rivers',
    name: 'Hana Sato-Rivers',
    bio: 'Hana Sato-Rivers writes ocean-soaked science fiction for adults and gentle adventure stories for children. She trained as a marine biologist and spent three winters on research ships. Her picture books are illustrated by her brother, Ken.',
    quote: 'The deep sea taught me that the strangest worlds are already here.',
    born: '1984-12-01',
    languages: 'English, Japanese',
    art: { motif: 'portrait', colors: ['#006064', '#80deea'] },
    i18n: {
      ar: {
        name: 'هانا ساتو-ريفرز',
        bio: 'تكتب هانا ساتو-ريفرز خيالاً علمياً مشبعاً بالمحيط للكبار وقصص مغامرات لطيفة للأطفال. درست علم الأحياء البحرية وأمضت ثلاثة فصول شتاء على سفن الأبحاث. يرسم أخوها كين رسوم كتبها المصوّرة.',
        quote: 'علّمني أعماق البحر أن أغرب العوالم موجودة هنا بالفعل.',
      },
    },
  },
  {
    slug: 'henrik-aldous',
    name: 'Henrik Aldous',
    bio: 'Henrik Aldous was a maritime historian who taught at universities in Bergen and Edinburgh for forty years. His narrative histories of trade routes made archives feel like adventure stories. He catalogued more than two thousand ship logs by hand.',
    quote: 'History is written in ledgers long before it is written in books.',
    born: '1927-10-18',
    death: '2009-03-02',
    languages: 'Norwegian, English, German',
    art: { motif: 'portrait', colors: ['#455a64', '#cfd8dc'] },
    i18n: {
      ar: {
        name: 'هنريك ألدوس',
        bio: 'كان هنريك ألدوس مؤرخاً بحرياً درّس في جامعات بيرغن وإدنبرة أربعين عاماً. جعلت كتبه السردية عن طرق التجارة الأرشيفات تبدو كقصص مغامرات. فهرس بيده أكثر من ألفي سجل سفينة.',
        quote: 'يُكتب التاريخ في دفاتر الحسابات قبل أن يُكتب في الكتب بزمن طويل.',
      },
    },
  },
  {
    slug: 'leonora-achterberg',
    name: 'Leonora Achterberg',
    bio: 'Leonora Achterberg was a historian and biographer of forgotten craftspeople, scientists and poets. She believed that every life leaves a paper trail and spent decades following them through European archives. Her biography of the poet Marguerite Fontaine won a national prize.',
    quote: 'No life is small when you read its letters.',
    born: '1936-07-21',
    death: '2018-11-14',
    languages: 'Dutch, English, French',
    art: { motif: 'portrait', colors: ['#6d4c41', '#ffe0b2'] },
    i18n: {
      ar: {
        name: 'ليونورا أختربيرغ',
        bio: 'كانت ليونورا أختربيرغ مؤرخة وكاتبة سِيَر لحرفيين وعلماء وشعراء طواهم النسيان. آمنت بأن كل حياة تترك أثراً من الأوراق، وأمضت عقوداً تتتبّع تلك الآثار في الأرشيفات الأوروبية. نالت سيرتها عن الشاعرة مارغريت فونتين جائزة وطنية.',
        quote: 'لا حياة صغيرة حين تقرأ رسائلها.',
      },
    },
  },
  {
    slug: 'marguerite-fontaine',
    name: 'Marguerite Fontaine',
    bio: 'Marguerite Fontaine was a poet and gardener whose short lyrics follow the seasons of a walled garden in Normandy. She published only two collections in her lifetime and left hundreds of poems in seed catalogues. Her work was rediscovered and translated in the 1990s.',
    quote: 'I planted a word in spring and it came up as a rose.',
    born: '1902-04-11',
    death: '1979-09-30',
    languages: 'French',
    art: { motif: 'portrait', colors: ['#558b2f', '#f1f8e9'] },
    i18n: {
      ar: {
        name: 'مارغريت فونتين',
        bio: 'كانت مارغريت فونتين شاعرة وبستانية، تتبع قصائدها القصيرة فصول السنة في حديقة مسوّرة في نورماندي. لم تنشر في حياتها سوى ديوانين، وتركت مئات القصائد مكتوبة في كتالوجات البذور. أُعيد اكتشاف أعمالها وترجمتها في تسعينيات القرن العشرين.',
        quote: 'زرعتُ كلمة في الربيع فنبتت وردة.',
      },
    },
  },
  {
    slug: 'yasmin-qadri',
    name: 'Yasmin Qadri',
    bio: 'Yasmin Qadri is a poet and performer who writes about kitchens, languages and the cities her family has called home. Her readings in Dubai and London regularly sell out. She runs a monthly poetry night in a bookshop café.',
    quote: 'My grandmother measured everything in handfuls, even grief.',
    born: '1990-01-19',
    languages: 'English, Arabic, Urdu',
    art: { motif: 'portrait', colors: ['#6a1b9a', '#e1bee7'] },
    i18n: {
      ar: {
        name: 'ياسمين قادري',
        bio: 'ياسمين قادري شاعرة ومؤدية تكتب عن المطابخ واللغات والمدن التي عدّتها عائلتها وطناً. تنفد تذاكر أمسياتها في دبي ولندن بانتظام. وتدير أمسية شعرية شهرية في مقهى إحدى المكتبات.',
        quote: 'كانت جدتي تقيس كل شيء بالحفنات، حتى الحزن.',
      },
    },
  },
  {
    slug: 'oliver-penhallow',
    name: 'Oliver Penhallow',
    bio: 'Oliver Penhallow writes and illustrates picture books about brave small creatures and the libraries they love. He taught primary school for twelve years and still tests every story on a class of seven-year-olds. His watercolours are painted at a kitchen table in Cornwall.',
    quote: 'Children know that a book is a door, so I try to make good doors.',
    born: '1969-08-27',
    languages: 'English, Cornish',
    art: { motif: 'portrait', colors: ['#f9a825', '#fff9c4'] },
    i18n: {
      ar: {
        name: 'أوليفر بنهالو',
        bio: 'يكتب أوليفر بنهالو كتباً مصورة ويرسمها عن مخلوقات صغيرة شجاعة والمكتبات التي تحبها. درّس في مدرسة ابتدائية اثني عشر عاماً، وما زال يجرّب كل قصة على صف من أطفال في السابعة. يرسم لوحاته المائية على طاولة مطبخ في كورنوال.',
        quote: 'يعرف الأطفال أن الكتاب باب، لذا أحاول أن أصنع أبواباً جميلة.',
      },
    },
  },
  {
    slug: 'rafael-montoya-cruz',
    name: 'Rafael Montoya Cruz',
    bio: "Rafael Montoya Cruz is a chef who cooks over live fire and writes about the food of Mexico's Pacific coast. He ran a twelve-seat restaurant in Oaxaca before moving to New York. His recipes favour a few good ingredients and a hot grill.",
    quote: 'Smoke is the oldest spice we have.',
    born: '1982-03-08',
    languages: 'Spanish, English',
    art: { motif: 'portrait', colors: ['#e65100', '#ffe0b2'] },
    i18n: {
      ar: {
        name: 'رافاييل مونتويا كروز',
        bio: 'رافاييل مونتويا كروز طاهٍ يطبخ على النار المكشوفة ويكتب عن مطبخ ساحل المكسيك على المحيط الهادئ. أدار مطعماً من اثني عشر مقعداً في واهاكا قبل أن ينتقل إلى نيويورك. تعتمد وصفاته على مكونات قليلة جيدة وشواية ساخنة.',
        quote: 'الدخان أقدم توابلنا.',
      },
    },
  },
  {
    slug: 'grace-whitcombe',
    name: 'Grace Whitcombe',
    bio: 'Grace Whitcombe is a home baker and former pastry teacher who believes that bread rewards patience more than skill. Her weekly column on baking in small kitchens has run for nine years. She tests every recipe in a flat with a two-ring stove.',
    quote: 'Give dough time and it will forgive almost anything.',
    born: '1977-10-04',
    languages: 'English',
    art: { motif: 'portrait', colors: ['#8d6e63', '#fbe9e7'] },
    i18n: {
      ar: {
        name: 'غريس ويتكومب',
        bio: 'غريس ويتكومب خبّازة منزلية ومعلمة حلويات سابقة تؤمن بأن الخبز يكافئ الصبر أكثر من المهارة. يُنشر عمودها الأسبوعي عن الخَبز في المطابخ الصغيرة منذ تسع سنوات. تجرّب كل وصفة في شقة فيها موقد بعينين فقط.',
        quote: 'امنح العجين وقته وسيغفر لك كل شيء تقريباً.',
      },
    },
  },
  {
    slug: 'priya-raman-hale',
    name: 'Priya Raman-Hale',
    bio: "Priya Raman-Hale has founded two companies and advised dozens more on growing slowly and sustainably. Her books argue that trust, not speed, is a small company's real advantage. She teaches entrepreneurship to evening students in Chicago.",
    quote: 'Growth you can keep beats growth you have to chase.',
    born: '1983-07-15',
    languages: 'English, Tamil',
    art: { motif: 'portrait', colors: ['#00695c', '#e0f2f1'] },
    i18n: {
      ar: {
        name: 'بريا رامان-هيل',
        bio: 'أسّست بريا رامان-هيل شركتين وقدّمت المشورة لعشرات غيرهما حول النمو بتأنٍّ واستدامة. تحاجّ كتبها بأن الثقة لا السرعة هي الميزة الحقيقية للشركة الصغيرة. تدرّس ريادة الأعمال لطلاب الدراسات المسائية في شيكاغو.',
        quote: 'النمو الذي تستطيع الحفاظ عليه خير من نمو عليك أن تلاحقه.',
      },
    },
  },
];
