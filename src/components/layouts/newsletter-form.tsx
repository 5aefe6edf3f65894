import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api } from '@/framework/rest/api';
import { toApiError } from '@/framework/rest/errors';
import { useTranslation } from '@/lib/i18n/provider';

/**
 * Newsletter sign-up in the footer. It is on every catalogue page, so it uses a plain form (no form library):
 * the browser checks the address, and the API's field errors (the shared schema) are shown under the input.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'done' | 'error'; message?: string }>({
    kind: 'idle',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'sending' });
    try {
      const result = await (await api()).inbox.subscribe({ email });
      setStatus({ kind: 'done', message: result.message });
      setEmail('');
    } catch (error) {
      const problem = toApiError(error);
      setStatus({ kind: 'error', message: problem.errors?.email?.[0] ?? problem.message });
    }
  };

  return (
    <form onSubmit={submit} noValidate={false} className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="text-sm font-semibold text-gray-900">
        {t('text-subscribe-newsletter')}
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('text-email-placeholder')}
          aria-invalid={status.kind === 'error' || undefined}
          aria-describedby="newsletter-status"
          className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-sm"
        />
        <Button type="submit" size="sm" className="h-10" loading={status.kind === 'sending'}>
          {t('text-subscribe')}
        </Button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        className={`min-h-5 text-sm ${status.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}
      >
        {status.message ? t(status.message) : ''}
      </p>
    </form>
  );
}
