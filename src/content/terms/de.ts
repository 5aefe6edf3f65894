import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Allgemeine Geschäftsbedingungen',
  description:
    'Die Regeln für die Nutzung des PickBazar-Marktplatzes und den Einkauf bei seinen Shops: Bestellung, Preise, Zahlung, Lieferung, Rückgabe, Konten und Bewertungen.',
  updated: 'Stand: 2. März 2026',
  sections: [
    {
      id: 'about',
      title: 'Geltungsbereich',
      blocks: [
        'Diese Bedingungen gelten, wenn Sie die PickBazar-Website nutzen oder bei den dort vertretenen Shops einkaufen. PickBazar betreibt den Marktplatz; verkauft wird jedes Produkt von dem unabhängigen Shop, der auf der Produktseite genannt ist (dem „Händler“). Mit Ihrer Bestellung akzeptieren Sie diese Bedingungen – bitte lesen Sie sie sorgfältig.',
      ],
    },
    {
      id: 'orders',
      title: 'Bestellung und Vertragsschluss',
      blocks: [
        'Nach dem Bestätigen Ihrer Bestellung erhalten Sie eine Bestätigung mit Sendungsnummer. Der Kaufvertrag über ein Produkt kommt mit dem Händler zustande, der es verkauft; PickBazar nimmt die Zahlung in seinem Namen entgegen und übernimmt den Kundenservice.',
        'Ein Händler kann eine Bestellung ablehnen, etwa wenn ein Produkt ausverkauft ist oder ein Preis offensichtlich falsch war. In diesem Fall informieren wir Sie sofort und erstatten bereits gezahlte Beträge.',
      ],
    },
    {
      id: 'prices',
      title: 'Preise und Zahlung',
      blocks: [
        {
          list: [
            'Die Preise sind in US-Dollar angegeben und können sich jederzeit ändern; es gilt der Preis in Ihrem Warenkorb zum Zeitpunkt der Bestätigung.',
            'Umsatzsteuer und Liefergebühr werden vor der Bestätigung angezeigt. Ab 50 $ ist die Lieferung kostenlos, darunter kostet sie 4,99 $.',
            'Sie können bei der Bestellung mit Karte oder bei Lieferung bar bezahlen. Kartenzahlungen verarbeitet Stripe sicher für uns.',
            'Pro Bestellung kann ein Gutschein eingelöst werden, zu den auf der [Angebotsseite](/offers) genannten Bedingungen. Eine Barauszahlung ist ausgeschlossen.',
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Lieferung',
      blocks: [
        'Wir liefern im gewählten Zeitfenster innerhalb der Gebiete, die der jeweilige Händler bedient. Lieferzeiten sind Richtwerte; über Verzögerungen informieren wir Sie so früh wie möglich. Die Gefahr geht mit der Übergabe auf Sie über. Einzelheiten unter [Lieferinformationen](/delivery).',
      ],
    },
    {
      id: 'returns',
      title: 'Rückgabe und Erstattung',
      blocks: [
        'Geeignete Produkte können Sie nach unserer [Rückgaberichtlinie](/return) zurückgeben. Ihre gesetzlichen Rechte bei mangelhaften oder falsch beschriebenen Produkten bleiben unberührt.',
      ],
    },
    {
      id: 'digital',
      title: 'E-Books und digitale Produkte',
      blocks: [
        'Mit dem Kauf eines E-Books erhalten Sie eine persönliche Lizenz, es auf Ihren eigenen Geräten zu lesen. Kopieren, Weitergeben oder Weiterverkaufen ist nicht gestattet. Download-Links sind nur für Sie bestimmt und verfallen nach kurzer Zeit.',
      ],
    },
    {
      id: 'accounts',
      title: 'Ihr Konto',
      blocks: [
        'Bewahren Sie Ihr Passwort sicher auf und sagen Sie uns sofort Bescheid, wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt. Für ein Konto müssen Sie mindestens 16 Jahre alt sein. Konten, die für Betrug, Missbrauch oder Verstöße gegen diese Bedingungen genutzt werden, können wir sperren.',
      ],
    },
    {
      id: 'reviews',
      title: 'Bewertungen, Fragen und andere Inhalte',
      blocks: [
        'Bewertungen und Fragen müssen ehrlich sein und sich auf das Produkt beziehen. Veröffentlichen Sie nichts Rechtswidriges, Beleidigendes oder Werbliches. Ihre Texte bleiben Ihr Eigentum, Sie gestatten uns aber, sie auf PickBazar anzuzeigen. Inhalte, die gegen diese Regeln verstoßen, können wir entfernen; missbräuchliche Bewertungen lassen sich direkt melden.',
      ],
    },
    {
      id: 'liability',
      title: 'Haftung',
      blocks: [
        'Wir sorgen sorgfältig dafür, dass die Website erreichbar und korrekt ist, können aber nicht garantieren, dass sie immer frei von Unterbrechungen oder Fehlern ist. Eine gesetzlich nicht beschränkbare Haftung bleibt von diesen Bedingungen unberührt. Im Übrigen ist unsere Haftung und die der Händler für eine Bestellung auf den dafür gezahlten Betrag begrenzt.',
      ],
    },
    {
      id: 'law',
      title: 'Änderungen und anwendbares Recht',
      blocks: [
        'Wir können diese Bedingungen anpassen; maßgeblich ist die Fassung, die bei Ihrer Bestellung angezeigt wird. Es gilt das Recht des Bundesstaates New York, unbeschadet zwingender Verbraucherschutzvorschriften Ihres Wohnsitzlandes. Fragen? [Schreiben Sie uns](/contact).',
      ],
    },
  ],
};

export default content;
