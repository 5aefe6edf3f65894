import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Lieferinformationen',
  description:
    'Wohin wir liefern, was es kostet und wann Ihre Bestellung ankommt: kostenlose Lieferung ab 50 $, sonst 4,99 $, mit Express- und Wunschzeitfenstern.',
  updated: 'Stand: 2. März 2026',
  sections: [
    {
      id: 'areas',
      title: 'Liefergebiete',
      blocks: [
        'Die Shops auf PickBazar liefern in **New York City** (Manhattan, Brooklyn, Queens und Bronx) und in **Dubai**. Jeder Shop liefert aus seinem eigenen Laden – welche Shops Sie sehen, hängt also von Ihrer Adresse ab. Geben Sie sie an der Kasse ein oder nutzen Sie „Shops in Ihrer Nähe finden“ auf der [Shop-Übersicht](/shops).',
        'E-Books und andere digitale Produkte werden nicht verschickt. Sie stehen unter [Downloads](/downloads) bereit, sobald Ihre Zahlung bestätigt ist.',
      ],
    },
    {
      id: 'fees',
      title: 'Liefergebühren',
      blocks: [
        {
          table: {
            caption: 'Was die Lieferung kostet',
            head: ['Bestellwert', 'Liefergebühr'],
            rows: [
              ['Bis 50 $', '4,99 $ pro Bestellung'],
              ['Über 50 $', 'Kostenlos'],
              ['Mit Gutschein für kostenlose Lieferung', 'Kostenlos, unabhängig vom Bestellwert'],
            ],
          },
        },
        'Maßgeblich ist die Summe Ihrer Produkte vor Steuern und Rabatten. Pro Bestellung zahlen Sie nur einmal Liefergebühr, auch wenn die Artikel aus mehreren Shops stammen. Der Mindestbestellwert beträgt 5 $.',
      ],
    },
    {
      id: 'times',
      title: 'Lieferzeiten',
      blocks: [
        'An der Kasse wählen Sie, wann Ihre Bestellung kommen soll. Die Zeitfenster gelten in der Ortszeit der Lieferadresse, an sieben Tagen in der Woche.',
        {
          table: {
            caption: 'Lieferzeitfenster',
            head: ['Zeitfenster', 'Uhrzeit'],
            rows: [
              ['Express', 'Innerhalb von 90 Minuten nach der Bestellung'],
              ['Morgens', '8:00 – 11:00 Uhr'],
              ['Mittags', '11:00 – 14:00 Uhr'],
              ['Nachmittags', '14:00 – 17:00 Uhr'],
              ['Abends', '17:00 – 20:00 Uhr'],
            ],
          },
        },
        'Expresslieferung setzt voraus, dass der Shop geöffnet und ein Kurier in der Nähe ist; andernfalls wird sie für Ihre Adresse nicht angeboten. Bestellungen nach 18 Uhr liefern wir ab dem nächsten Morgen.',
      ],
    },
    {
      id: 'several-shops',
      title: 'Bestellungen aus mehreren Shops',
      blocks: [
        'Jeder Shop packt seinen Teil Ihrer Bestellung selbst, und jeder Teil erhält eine eigene Sendungsnummer. Meist kommen alle Teile zusammen, einzelne können innerhalb Ihres Zeitfensters aber etwas früher oder später eintreffen. Unter [Meine Bestellungen](/orders) können Sie jeden Teil verfolgen.',
      ],
    },
    {
      id: 'receiving',
      title: 'Annahme Ihrer Bestellung',
      blocks: [
        {
          list: [
            'Bitte sorgen Sie dafür, dass jemand gekühlte und tiefgekühlte Ware annehmen kann – wir stellen sie nicht unbeaufsichtigt ab.',
            'Andere Pakete geben wir auf Wunsch beim Portier oder Concierge ab; vermerken Sie das einfach in der Bestellnotiz.',
            'Bei Zahlung per Nachnahme halten Sie den Betrag nach Möglichkeit passend bereit.',
            'Prüfen Sie Ihre Lieferung bei Ankunft. Fehlt etwas oder ist etwas beschädigt, melden Sie es innerhalb von 24 Stunden über [Meine Bestellungen](/orders) oder das [Kontaktformular](/contact).',
          ],
        },
      ],
    },
    {
      id: 'missed',
      title: 'Wenn wir Sie nicht antreffen',
      blocks: [
        'Der Kurier ruft die Telefonnummer aus der Bestellung an. Meldet sich niemand, wartet er bis zu zehn Minuten und bringt die Bestellung dann zurück in den Shop. Wir melden uns, um einen neuen Termin zu vereinbaren; verderbliche Lebensmittel, die nicht mehr am selben Tag zugestellt werden können, erstatten wir.',
      ],
    },
  ],
};

export default content;
