import { PagedGrid } from '@/components/brand/paged-grid';
import { translateError } from '@/components/forms/translate-error';
import { paymentPath } from '@/components/payment/payment-paths';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { useDownloads, useDownloadUrl } from '@/framework/rest/download';
import type { Download } from '@/framework/rest/types';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/i18n/provider';
import { notify } from '@/lib/notify';
import { downloadTitle, showsPayNow, startDownload } from './download-rules';

const PAY_NOW =
  'inline-flex h-11 items-center justify-center rounded-md bg-accent px-5 text-sm font-semibold text-white hover:bg-accent-hover';

/** Download: asks for a one-time link, then lets the browser fetch the file. */
function DownloadButton({ download }: { download: Download }) {
  const { t } = useTranslation();
  const link = useDownloadUrl();
  const title = downloadTitle(download);
  const onClick = () =>
    link.mutate(download.digital_file_id, {
      onSuccess: (url) => startDownload(url, download.file?.file_name ?? undefined),
      // The API says why under digital_file_id (not bought, not paid, refunded); else the general message.
      onError: (error) => {
        const key = error.errors?.digital_file_id?.[0];
        void notify('error', key ? t(key) : translateError(error, t));
      },
    });
  return (
    <Button onClick={onClick} loading={link.isPending} aria-label={t('text-download-named', { name: title })}>
      {t('text-download')}
    </Button>
  );
}

function DownloadCard({ download }: { download: Download }) {
  const { t, i18n } = useTranslation();
  const title = downloadTitle(download);
  const tracking = download.order?.tracking_number ?? download.tracking_number;
  const headingId = `download-${download.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5 sm:flex-row sm:items-center"
    >
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">
          {download.file?.file_name ? <span dir="ltr">{download.file.file_name}</span> : null}
          {download.created_at ? (
            <span className="ms-2">
              {t('text-download-bought-on', { date: formatDate(download.created_at, i18n.language, 'medium') })}
            </span>
          ) : null}
        </p>
        {tracking ? (
          <p className="text-sm text-gray-600">
            <Link href={`/orders/${encodeURIComponent(tracking)}`} className="hover:text-accent hover:underline">
              {t('text-order-number', { number: tracking })}
            </Link>
          </p>
        ) : null}
      </div>
      {showsPayNow(download) && tracking ? (
        <Link href={paymentPath(tracking)} className={PAY_NOW}>
          {t('text-payment-pay-now')}
        </Link>
      ) : (
        <DownloadButton download={download} />
      )}
    </article>
  );
}

/** The signed-in shopper's digital purchases, newest first, paged with "load more". */
export function DownloadList() {
  const { t } = useTranslation();
  const list = useDownloads();
  return (
    <PagedGrid
      list={list}
      itemKey={(download) => download.id}
      emptyTitle={t('text-no-downloads')}
      className="flex flex-col gap-4"
      renderItem={(download) => <DownloadCard download={download} />}
    />
  );
}
