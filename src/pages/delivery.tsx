import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

export default function DeliveryPage({ content }: { content: PageContent }) {
  return <ContentPage path="/delivery" content={content} />;
}

export const getServerSideProps = contentPageProps('delivery');
