import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import {
  type BackOfficeQuestion,
  useAnswerQuestion,
  useBackOfficeQuestions,
} from '@/framework/rest/back-office-community';
import { useTranslation } from '@/lib/i18n/provider';
import { ANSWER_MAX_LENGTH, QUESTION_STATUSES } from '@/shared/validation/back-office-community';
import { AdminLoading, AdminMessage, useAdminFormat } from '../admin-kit';
import { AdminPager, StatusSelect, useStatusPage } from '../admin-pager';

/** The answer of one question: written the first time, edited after; the field's error shows under it. */
function AnswerForm({ question }: { question: BackOfficeQuestion }) {
  const { t } = useTranslation('admin');
  const save = useAnswerQuestion(question.id);
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const id = `answer-${question.id}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setMessage(null);
    save.mutate(
      { answer },
      {
        onSuccess: () => setMessage(t('text-answer-saved')),
        onError: (error) => {
          const onField = error.errors?.answer?.[0] ?? null;
          setFieldError(onField);
          if (!onField) setMessage(error.message);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        {t('label-answer')}
      </label>
      <textarea
        id={id}
        required
        rows={3}
        maxLength={ANSWER_MAX_LENGTH}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={fieldError ? `${id}-error` : undefined}
        className="rounded-md border border-gray-400 px-3 py-2 text-sm text-gray-900"
        value={answer}
        onChange={(e) => setAnswer(e.target.value)}
      />
      {fieldError ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {fieldError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" loading={save.isPending}>
          {t('button-save-answer')}
        </Button>
        <p role="status" className="text-sm text-gray-800">
          {message}
        </p>
      </div>
    </form>
  );
}

function QuestionCard({ question }: { question: BackOfficeQuestion }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5">
      <h2 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-gray-900">
        <Link href={`/products/${question.product.slug}`} className="text-emerald-800 underline">
          <bdi>{question.product.name}</bdi>
        </Link>
        <span className="text-sm font-normal text-gray-700">{question.shop.name}</span>
        <span className="text-sm font-normal text-gray-700">
          {question.answer === null ? t('text-unanswered') : t('text-answered')}
        </span>
      </h2>
      <blockquote className="border-s-4 border-gray-200 ps-3 break-words whitespace-pre-line text-gray-900">
        {question.question}
      </blockquote>
      <p className="text-xs text-gray-700">
        {t('text-asked-by', { name: question.asker.name, date: format.date(question.created_at) })}
        {question.answered_by ? ` · ${t('text-answered-by', { name: question.answered_by })}` : null}
      </p>
      <AnswerForm question={question} />
    </li>
  );
}

/** The questions inbox of the shops the signed-in person works for (the operator: all), unanswered first. */
export function AdminQuestionList() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useStatusPage(QUESTION_STATUSES);
  const { data, error, isLoading } = useBackOfficeQuestions(filter);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-gray-900">{t('text-questions')}</h1>
      <StatusSelect
        value={filter.status}
        onChange={(status) => setFilter({ status, page: 1 })}
        options={[
          { value: '', label: t('text-any-question') },
          { value: 'unanswered', label: t('text-unanswered') },
          { value: 'answered', label: t('text-answered') },
        ]}
      />
      {error ? <AdminMessage title={error.message} /> : null}
      {isLoading ? <AdminLoading /> : null}
      {data && data.data.length === 0 ? <AdminMessage title={t('text-no-questions')} /> : null}
      <ul className="flex flex-col gap-4">
        {data?.data.map((question) => (
          <QuestionCard key={question.id} question={question} />
        ))}
      </ul>
      {data ? <AdminPager page={filter.page} hasMore={data.has_more} onPage={(page) => setFilter({ page })} /> : null}
    </div>
  );
}
