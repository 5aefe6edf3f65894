import type { PageContent } from '../types';

const content: PageContent = {
  title: 'Hilfe und häufige Fragen',
  description:
    'Antworten rund um Bestellung, Lieferzeiten und Liefergebühren, Bezahlung, Rückgabe, E-Books, Ihr Konto, unsere Shops und Gutscheine.',
  sections: [
    {
      id: 'ordering',
      title: 'Bestellen',
      blocks: [
        {
          faq: [
            {
              question: 'Wie gebe ich eine Bestellung auf?',
              answer: [
                'Wählen Sie einen Shop oder eine Abteilung (Lebensmittel, Bäckerei, Bücher, Make-up, Kleidung oder Taschen), legen Sie die gewünschten Artikel in den Warenkorb und öffnen Sie ihn, um zur Kasse zu gehen. Dort wählen Sie Lieferadresse, Zeitfenster und Zahlungsart und bestätigen die Bestellung.',
                'Sie erhalten sofort eine Sendungsnummer und per E-Mail eine Übersicht Ihrer Bestellung.',
              ],
            },
            {
              question: 'Kann ich in einer Bestellung bei mehreren Shops einkaufen?',
              answer: [
                'Ja. Ihr Warenkorb kann Produkte aus allen unseren Shops enthalten, und Sie bezahlen nur einmal. Im Hintergrund erhält jeder Shop seinen Teil der Bestellung mit eigener Sendungsnummer – die Pakete können daher zu leicht unterschiedlichen Zeiten ankommen.',
              ],
            },
            {
              question: 'Brauche ich ein Kundenkonto?',
              answer: [
                'Nein. Sie können als Gast mit E-Mail-Adresse und Telefonnummer bestellen. Mit einem Konto sehen Sie Ihre Bestellungen, speichern Adressen und Karten, führen eine Wunschliste und können E-Books jederzeit erneut herunterladen.',
              ],
            },
            {
              question: 'Kann ich eine Bestellung ändern oder stornieren?',
              answer: [
                'Solange Ihre Bestellung noch offen ist, [schreiben Sie uns](/contact) mit der Sendungsnummer – wir ändern oder stornieren sie für Sie. Hat ein Shop bereits mit dem Packen begonnen, lässt sie sich nicht mehr aufhalten; berechtigte Artikel können Sie danach aber zurückgeben.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'delivery',
      title: 'Lieferung',
      blocks: [
        {
          faq: [
            {
              question: 'Wohin liefern Sie?',
              answer: [
                'Unsere Shops liefern in ganz New York City und in Dubai. Sobald Sie an der Kasse Ihre Adresse eingeben, zeigen wir Ihnen, welche Shops Sie beliefern können. E-Books erhalten Sie als Download – egal, wo Sie sind.',
              ],
            },
            {
              question: 'Was kostet die Lieferung?',
              answer: [
                'Ab einem Bestellwert von 50 $ liefern wir **kostenlos**. Darunter kostet die Standardlieferung **4,99 $** pro Bestellung – unabhängig davon, aus wie vielen Shops sie stammt. Mit einem Gutschein für kostenlose Lieferung entfällt die Gebühr bei jeder Bestellung.',
              ],
            },
            {
              question: 'Wann kommt meine Bestellung an?',
              answer: [
                'Sie wählen an der Kasse ein Zeitfenster: Expresslieferung innerhalb von 90 Minuten oder morgens (8–11 Uhr), mittags (11–14 Uhr), nachmittags (14–17 Uhr) bzw. abends (17–20 Uhr). Einzelheiten finden Sie unter [Lieferinformationen](/delivery).',
              ],
            },
            {
              question: 'Wie verfolge ich meine Bestellung?',
              answer: [
                'Wenn Sie angemeldet sind, sehen Sie unter [Meine Bestellungen](/orders) den Status jeder Bestellung und jedes Shop-Anteils. Als Gast nutzen Sie den Link in Ihrer Bestätigungs-E-Mail.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'payment',
      title: 'Bezahlung',
      blocks: [
        {
          faq: [
            {
              question: 'Welche Zahlungsarten gibt es?',
              answer: [
                'Sie können bei der Bestellung **mit Karte** bezahlen (Visa, Mastercard, American Express und weitere gängige Karten) oder **per Nachnahme** bar beim Kurier. E-Books stehen zum Download bereit, sobald die Zahlung bestätigt ist – mit Karte geht es daher am schnellsten.',
              ],
            },
            {
              question: 'Ist die Kartenzahlung sicher?',
              answer: [
                'Kartenzahlungen wickelt unser Zahlungsdienstleister Stripe ab. Ihre Kartennummer geht direkt an Stripe und berührt unsere Server nie. Wenn Sie eine Karte speichern, bewahren wir nur Kartentyp, die letzten vier Ziffern und das Ablaufdatum auf.',
              ],
            },
            {
              question: 'Gibt es einen Mindestbestellwert?',
              answer: [
                'Der Mindestbestellwert beträgt 5 $ ohne Lieferung. Die Umsatzsteuer sehen Sie vor dem Bezahlen im Warenkorb.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'returns',
      title: 'Rückgabe und Erstattung',
      blocks: [
        {
          faq: [
            {
              question: 'Wie gebe ich etwas zurück?',
              answer: [
                'Öffnen Sie die Bestellung unter [Meine Bestellungen](/orders), wählen Sie „Erstattung anfordern“, beschreiben Sie das Problem und fügen Sie bei Bedarf ein Foto hinzu. Frische Lebensmittel müssen innerhalb von 24 Stunden nach der Lieferung gemeldet werden, alle anderen Artikel können Sie innerhalb von 14 Tagen zurückgeben. Alle Regeln stehen in unserer [Rückgaberichtlinie](/return).',
              ],
            },
            {
              question: 'Wann bekomme ich mein Geld zurück?',
              answer: [
                'Nach der Genehmigung geht der Betrag bei Kartenzahlung innerhalb von 5–10 Werktagen auf dieselbe Karte zurück. Nachnahme-Bestellungen erstatten wir auf Ihr PickBazar-Guthaben oder auf Wunsch per Überweisung.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'digital',
      title: 'E-Books und digitale Downloads',
      blocks: [
        {
          faq: [
            {
              question: 'Wie lade ich ein gekauftes E-Book herunter?',
              answer: [
                'Sobald Ihre Zahlung bestätigt ist, erscheint die Datei in Ihrem Konto unter [Downloads](/downloads). Jeder Klick erzeugt einen neuen, einmal gültigen Link – Sie können Ihr Buch also jederzeit erneut herunterladen.',
              ],
            },
            {
              question: 'Mein Download-Link funktioniert nicht. Was nun?',
              answer: [
                'Download-Links gelten nur einmal und verfallen nach etwa zehn Minuten. Gehen Sie zurück zu [Downloads](/downloads) und klicken Sie erneut. Ist die Datei selbst beschädigt, [melden Sie sich bei uns](/contact) – wir ersetzen sie oder erstatten den Kaufpreis.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Ihr Konto',
      blocks: [
        {
          faq: [
            {
              question: 'Wie lege ich ein Konto an?',
              answer: [
                'Wählen Sie „Registrieren“ und melden Sie sich mit E-Mail und Passwort, mit Ihrem Google-Konto oder mit Ihrer Handynummer und einem per SMS gesendeten Einmalcode an. Neue Konten erhalten Willkommenspunkte als Guthaben.',
              ],
            },
            {
              question: 'Ich habe mein Passwort vergessen.',
              answer: [
                'Wählen Sie im Anmeldefenster „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Code, mit dem Sie ein neues Passwort festlegen. Haben Sie sich mit Google oder Ihrer Telefonnummer registriert, melden Sie sich einfach wieder auf diesem Weg an.',
              ],
            },
            {
              question: 'Warum muss ich meine E-Mail-Adresse bestätigen?',
              answer: [
                'Bestellupdates, Erstattungen und Download-Links verschicken wir per E-Mail. Deshalb müssen wir sicher sein, dass die Adresse wirklich Ihnen gehört. Klicken Sie auf den Link in unserer Nachricht; ist sie nicht angekommen, können Sie in Ihrem Konto eine neue anfordern.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'shops',
      title: 'Shops und Händler',
      blocks: [
        {
          faq: [
            {
              question: 'Wer verkauft die Produkte auf PickBazar?',
              answer: [
                'Unabhängige Geschäfte vor Ort: Lebensmittelhändler, Bäckereien, eine Buchhandlung, ein Kosmetikstudio, eine Nähwerkstatt und ein Taschenmacher in New York und Dubai. Jeder [Shop](/shops) bestimmt Sortiment und Preise selbst, packt Ihre Bestellung und steht für seine Produkte ein. PickBazar betreibt die Website, die Zahlungsabwicklung und den Kundenservice.',
              ],
            },
            {
              question: 'Ich finde ein Produkt nicht. Können Sie es besorgen?',
              answer: [
                'Sagen Sie es uns über das [Formular für Produktwünsche](/product-request). Wir leiten jede Anfrage an die passenden Shops weiter und benachrichtigen Sie per E-Mail, sobald es das Produkt gibt.',
              ],
            },
            {
              question: 'Wie kann mein Geschäft auf PickBazar verkaufen?',
              answer: [
                'Unabhängige Geschäfte in New York und Dubai sind herzlich willkommen. Schreiben Sie uns über das [Kontaktformular](/contact) mit dem Betreff „Neuer Händler“, ein paar Worten zu Ihrem Geschäft und einem Link zu Ihren Produkten.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'coupons',
      title: 'Gutscheine und Angebote',
      blocks: [
        {
          faq: [
            {
              question: 'Wie löse ich einen Gutschein ein?',
              answer: [
                'Aktuelle Codes finden Sie auf der [Angebotsseite](/offers). Geben Sie den Code an der Kasse in das Gutscheinfeld ein; der Rabatt erscheint dann in Ihrer Bestellübersicht. Pro Bestellung kann ein Gutschein eingelöst werden.',
              ],
            },
            {
              question: 'Warum wird mein Gutschein nicht angenommen?',
              answer: [
                'Meist ist der Gutschein abgelaufen oder noch nicht gültig, oder Ihr Warenkorb liegt unter dem Mindestbestellwert des Gutscheins. Die Bedingungen finden Sie auf der [Angebotsseite](/offers).',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default content;
