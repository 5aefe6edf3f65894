import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Rückgabe- und Erstattungsrichtlinie',
  description:
    'So geben Sie einen Artikel zurück oder melden ein Problem mit Ihrer Bestellung, welche Artikel zurückgegeben werden können und wie und wann Sie Ihr Geld zurückerhalten.',
  updated: 'Stand: 2. März 2026',
  sections: [
    {
      id: 'promise',
      title: 'Unser Versprechen',
      blocks: [
        'Kommt ein Artikel beschädigt an, ist es nicht der bestellte oder entspricht er nicht der erwarteten Qualität, bringen wir das in Ordnung – mit Ersatz oder mit Ihrem Geld zurück. Die Kosten der Rücksendung trägt der Shop, der den Artikel verkauft hat, nicht Sie.',
      ],
    },
    {
      id: 'time-limits',
      title: 'Fristen',
      blocks: [
        {
          table: {
            caption: 'Wie lange Sie für Rückgabe oder Reklamation Zeit haben',
            head: ['Artikel', 'Frist', 'Bedingung'],
            rows: [
              [
                'Frische Lebensmittel und Backwaren',
                '24 Stunden nach Lieferung',
                'Problem mit Foto melden; keine Rücksendung nötig',
              ],
              [
                'Bücher, Kleidung und Taschen',
                '14 Tage nach Lieferung',
                'Unbenutzt, mit Etikett und in der Originalverpackung',
              ],
              ['Make-up und Hautpflege', '14 Tage nach Lieferung', 'Ungeöffnet und versiegelt, außer bei einem Mangel'],
              ['E-Books', '14 Tage nach dem Kauf', 'Nur wenn die Datei fehlerhaft ist oder sich nicht öffnen lässt'],
            ],
          },
        },
      ],
    },
    {
      id: 'how-to',
      title: 'So geben Sie einen Artikel zurück',
      blocks: [
        {
          ordered: true,
          list: [
            'Öffnen Sie die Bestellung unter [Meine Bestellungen](/orders) und wählen Sie „Erstattung anfordern“. Als Gast nutzen Sie das [Kontaktformular](/contact) und geben die Sendungsnummer an.',
            'Nennen Sie den Grund, beschreiben Sie das Problem und fügen Sie bei Bedarf Fotos hinzu.',
            'Der Shop prüft Ihre Anfrage, in der Regel innerhalb von zwei Werktagen. Den Stand sehen Sie auf der Seite [Erstattungen](/refunds).',
            'Muss der Artikel zurück, holen wir ihn kostenlos bei Ihnen ab. Frische Lebensmittel müssen nie zurückgeschickt werden.',
          ],
        },
      ],
    },
    {
      id: 'not-returnable',
      title: 'Ausgeschlossene Artikel',
      blocks: [
        'Aus Hygiene- und Sicherheitsgründen nehmen wir geöffnetes Make-up und geöffnete Hautpflege, getragene Unterwäsche oder Bademode sowie einwandfrei gelieferte Lebensmittel nicht zurück. Heruntergeladene E-Books sind von der Rückgabe ausgeschlossen, sofern die Datei nicht fehlerhaft ist. Ihre Rechte bei mangelhaften oder falsch beschriebenen Produkten bleiben davon unberührt.',
      ],
    },
    {
      id: 'refunds',
      title: 'So erhalten Sie Ihr Geld zurück',
      blocks: [
        {
          list: [
            '**Kartenzahlungen** gehen innerhalb von 5–10 Werktagen nach der Genehmigung auf die verwendete Karte zurück (der genaue Zeitpunkt hängt von Ihrer Bank ab).',
            '**Nachnahme** erstatten wir sofort auf Ihr PickBazar-Guthaben oder auf Wunsch innerhalb von 5 Werktagen per Überweisung.',
            'Die Liefergebühr erstatten wir, wenn die ganze Bestellung wegen eines Fehlers unsererseits zurückgeht.',
          ],
        },
        'Fragen zu einer Erstattung? [Schreiben Sie uns](/contact) mit Ihrer Sendungsnummer – wir kümmern uns darum.',
      ],
    },
  ],
};

export default content;
