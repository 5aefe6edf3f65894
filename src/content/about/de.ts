import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Über PickBazar',
  description:
    'PickBazar bringt die unabhängigen Geschäfte von New York und Dubai ins Netz: frische Lebensmittel, Brot, Bücher, Make-up, Kleidung und Taschen, geliefert aus der Nachbarschaft.',
  sections: [
    {
      id: 'story',
      title: 'Unsere Geschichte',
      blocks: [
        'Am Anfang von PickBazar stand eine einfache Frage: Warum soll Online-Shopping bedeuten, auf die Läden zu verzichten, die wir lieben? Der Gemüsehändler, der weiß, welche Pfirsiche reif sind, die Bäckerin, die um vier Uhr morgens anfängt, der Buchhändler mit der immer passenden Empfehlung – sie gehören auf Ihren Bildschirm genauso wie in Ihre Straße.',
        'Also haben wir einen Marktplatz für sie gebaut. Unabhängige Geschäfte verkaufen Seite an Seite, Sie füllen einen einzigen Warenkorb, und jeder Shop packt seinen Teil Ihrer Bestellung und schickt ihn frisch los.',
      ],
    },
    {
      id: 'shops',
      title: 'Die Shops',
      blocks: [
        'Heute verkaufen neun unabhängige Geschäfte in zwei Städten auf PickBazar:',
        {
          list: [
            '**Lebensmittel:** Green Valley Grocers im West Village und Harvest Corner Market in Brooklyn mit Obst und Gemüse von Höfen im Hudson Valley sowie Dubai Fresh Souk in Deira mit Datteln, Gewürzen und frischem Gemüse.',
            '**Bäckerei:** Rise & Crumb im East Village und Al Manara Bakery in Jumeirah mit Brot, Gebäck und Manakisch, jeden Morgen frisch gebacken.',
            '**Bücher:** Paper Lantern Books in der Jane Street, gedruckt und als E-Book.',
            '**Make-up:** Glow Theory Cosmetics in Downtown Dubai.',
            '**Kleidung:** Thread & Needle im Garment District.',
            '**Taschen:** Satchel & Co. in Al Quoz, Dubai.',
          ],
        },
        'Alle Geschäfte finden Sie in der [Shop-Übersicht](/shops).',
      ],
    },
    {
      id: 'how-it-works',
      title: 'So funktioniert es',
      blocks: [
        'Jeder Shop entscheidet selbst, was er zu welchem Preis verkauft, und packt Ihre Bestellung selbst. PickBazar kümmert sich um alles drumherum: die Website, sichere Zahlungen, die Kuriere und den Kundenservice. Läuft etwas schief, sprechen Sie mit uns – und wir klären es mit dem Shop.',
        'Ab 50 $ liefern wir kostenlos, darunter kostet die Lieferung 4,99 $ – als Express in 90 Minuten oder im Zeitfenster Ihrer Wahl. Mehr dazu auf der Seite [Lieferung](/delivery).',
      ],
    },
    {
      id: 'values',
      title: 'Was uns wichtig ist',
      blocks: [
        {
          list: [
            '**Faire Bedingungen für Händler.** Die Shops behalten ihren Namen, ihre Preise und ihre Kundschaft.',
            '**Ehrliche Preise.** Was Sie im Warenkorb sehen, zahlen Sie auch – Steuern und Lieferung stehen vor der Bestätigung fest.',
            '**Weniger Verschwendung.** Die Shops packen auf Bestellung, und die Bäckereien verkaufen Übriggebliebenes vom Tag günstiger, statt es wegzuwerfen.',
            '**Ihre Privatsphäre.** Wir erheben nur, was wir für Ihre Lieferung brauchen. Lesen Sie unsere [Datenschutzerklärung](/privacy).',
          ],
        },
      ],
    },
    {
      id: 'contact',
      title: 'Kontakt',
      blocks: [
        'Fragen, Ideen oder ein Geschäft, das zu uns passen würde? Schreiben Sie uns über die [Kontaktseite](/contact) – wir lesen jede Nachricht.',
      ],
    },
  ],
};

export default content;
