import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Datenschutzerklärung',
  description:
    'Welche personenbezogenen Daten PickBazar beim Einkauf erhebt, wozu wir sie brauchen, an wen wir sie weitergeben und wie Sie darüber bestimmen.',
  updated: 'Stand: 2. März 2026',
  sections: [
    {
      id: 'who-we-are',
      title: 'Wer wir sind',
      blocks: [
        'PickBazar betreibt diesen Marktplatz von der 120 Hudson Street, New York, NY 10013, USA, aus. Wir sind für die hier beschriebenen personenbezogenen Daten verantwortlich. Bei allen Fragen zu Ihren Daten schreiben Sie an [privacy@pickbazar.example](mailto:privacy@pickbazar.example).',
      ],
    },
    {
      id: 'data-we-collect',
      title: 'Welche Daten wir erheben',
      blocks: [
        {
          list: [
            '**Kontodaten:** Name, E-Mail-Adresse, Telefonnummer und Passwort (nur als sicherer Hash gespeichert).',
            '**Bestelldaten:** Liefer- und Rechnungsadresse, was Sie bei welchen Shops gekauft haben, und Ihre Lieferhinweise.',
            '**Zahlungsdaten:** die gewählte Zahlungsart. Kartennummern erfasst unser Zahlungsdienstleister Stripe; wir sehen nur Kartentyp, die letzten vier Ziffern und das Ablaufdatum.',
            '**Ihre Aktivitäten:** Wunschliste, Bewertungen, Fragen und Nachrichten an den Kundenservice.',
            '**Technische Daten:** IP-Adresse, Browsertyp und die besuchten Seiten, die wir in Serverprotokollen speichern, um den Dienst zu betreiben und zu schützen.',
          ],
        },
      ],
    },
    {
      id: 'why',
      title: 'Wozu wir sie verwenden',
      blocks: [
        {
          list: [
            'Um Ihre Bestellungen anzunehmen, zu liefern und zu betreuen, einschließlich Erstattungen und Downloads (Erfüllung unseres Vertrags mit Ihnen).',
            'Um Ihr Konto zu schützen und Betrug und Missbrauch vorzubeugen (unser berechtigtes Interesse).',
            'Um Ihnen unseren Newsletter zu senden – nur wenn Sie ihn abonniert haben; jede E-Mail enthält einen Abmeldelink (Ihre Einwilligung).',
            'Um Rechnungen und Steuerunterlagen so lange aufzubewahren, wie das Gesetz es verlangt (rechtliche Verpflichtung).',
          ],
        },
        'Wir verkaufen Ihre personenbezogenen Daten nicht und nutzen sie nicht für Werbung auf anderen Websites.',
      ],
    },
    {
      id: 'sharing',
      title: 'An wen wir sie weitergeben',
      blocks: [
        {
          list: [
            '**Die Shops, bei denen Sie bestellen,** erhalten Name, Lieferadresse, Telefonnummer und Bestellung, damit sie sie packen und liefern können.',
            '**Kuriere** erhalten, was sie brauchen, um Sie zu erreichen.',
            '**Dienstleister,** die vertraglich für uns arbeiten: Stripe für Zahlungen, unser Hosting-Anbieter sowie unsere E-Mail- und SMS-Dienste.',
            '**Behörden,** nur wenn das Gesetz es verlangt.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies und lokaler Speicher',
      blocks: [
        'Wir verwenden nur wenige, technisch notwendige Cookies und Browserspeicher: um Sie angemeldet zu halten, Ihren Warenkorb und Ihre Angaben an der Kasse zu merken und Ihre Sprache zu speichern. Werbe-Cookies setzen wir nicht ein.',
      ],
    },
    {
      id: 'retention',
      title: 'Wie lange wir sie speichern',
      blocks: [
        'Kontodaten bewahren wir auf, solange Ihr Konto besteht. Bestell- und Rechnungsunterlagen werden aus steuerlichen Gründen sieben Jahre aufbewahrt. Nachrichten an den Kundenservice löschen wir nach zwei Jahren, Serverprotokolle nach 30 Tagen.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Ihre Rechte',
      blocks: [
        'Die meisten Ihrer Daten können Sie in Ihrem [Profil](/profile) einsehen und berichtigen. Sie können außerdem eine Kopie Ihrer Daten verlangen, ihre Löschung oder die Einschränkung der Verarbeitung fordern oder der Verwendung widersprechen. Schreiben Sie an [privacy@pickbazar.example](mailto:privacy@pickbazar.example); wir antworten innerhalb von 30 Tagen. Sind Sie mit der Antwort nicht zufrieden, können Sie sich bei der für Sie zuständigen Datenschutzbehörde beschweren.',
      ],
    },
    {
      id: 'changes',
      title: 'Änderungen dieser Erklärung',
      blocks: [
        'Ändern wir diese Erklärung, aktualisieren wir das Datum oben auf der Seite. Betrifft eine Änderung die Verwendung von Daten, die Sie uns bereits gegeben haben, informieren wir Sie vorher per E-Mail.',
      ],
    },
  ],
};

export default content;
