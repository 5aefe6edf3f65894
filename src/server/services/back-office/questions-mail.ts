import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../messaging/mailer';
import { mailHtml } from '../../messaging/mail-html';
import { translator } from '../../messaging/translate';
import { tr } from '../../query/sql-json';
import { quietly } from '../auth/account-mails';
import { loadCheckoutSettings } from '../checkout/checkout-settings';

export interface AnsweredQuestion {
  id: number;
  askerName: string;
  askerEmail: string;
  /** The language the shopper asked in (questions.language). */
  language: string;
  question: string;
  answer: string;
  productName: string;
  productSlug: string;
  shopName: string;
  siteTitle: string;
  siteUrl: string;
}

/** The mail telling the asker their question has an answer, in the language they asked in. */
export function questionAnsweredMail(q: AnsweredQuestion): MailMessage {
  const t = translator(q.language);
  const link = `${q.siteUrl}/products/${q.productSlug}`;
  const values = { product: q.productName, shop: q.shopName, site: q.siteTitle };
  const paragraphs = [
    t('mail-account-greeting', { name: q.askerName }),
    t('mail-question-answered', values),
    `${t('mail-question-yours')}\n${q.question}`,
    `${t('mail-question-answer')}\n${q.answer}`,
    t('mail-question-see'),
  ];
  return {
    to: q.askerEmail,
    subject: t('mail-question-answered-subject', values),
    text: `${[...paragraphs, link].join('\n\n')}\n`,
    html: mailHtml([...paragraphs, link], q.language),
    meta: { kind: 'question_answered', question_id: q.id, language: q.language, link },
  };
}

async function loadAnsweredQuestion(database: Database, questionId: number, siteUrl: string) {
  // The product's name in the asker's language: the row's language is read first, then used in the name.
  const [head] = await database.rows<{ language: string }>(
    sql`select language from questions where id = ${questionId}`,
  );
  if (!head) return null;
  const [row] = await database.rows<{
    asker_name: string;
    asker_email: string | null;
    question: string;
    answer: string | null;
    product_name: string;
    product_slug: string;
    shop_name: string;
  }>(sql`
    select u.name as asker_name, u.email as asker_email, q.question, q.answer,
      ${tr('p', 'name', head.language)} as product_name, p.slug as product_slug, s.name as shop_name
    from questions q join users u on u.id = q.user_id join products p on p.id = q.product_id
      join shops s on s.id = q.shop_id
    where q.id = ${questionId}`);
  if (!row || !row.asker_email || row.answer === null) return null;
  const settings = await loadCheckoutSettings(database.db, head.language);
  return {
    id: questionId,
    askerName: row.asker_name,
    askerEmail: row.asker_email,
    language: head.language,
    question: row.question,
    answer: row.answer,
    productName: row.product_name,
    productSlug: row.product_slug,
    shopName: row.shop_name,
    siteTitle: settings.siteTitle,
    siteUrl,
  } satisfies AnsweredQuestion;
}

/**
 * Tells the asker their question was answered, after the answer is committed. Runs after the reply; a mail server
 * that is down does not undo the answer.
 */
export function notifyQuestionAnswered(
  questionId: number,
  deps: { database: Database; mailer: Mailer; siteUrl: string },
): Promise<void> {
  return quietly('question answered mail', async () => {
    const question = await loadAnsweredQuestion(deps.database, questionId, deps.siteUrl);
    if (question) await deps.mailer.send(questionAnsweredMail(question));
  });
}
