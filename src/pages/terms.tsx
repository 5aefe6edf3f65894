import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

export default function TermsPage({ content }: { content: PageContent }) {
  return <ContentPage path="/terms" content={content} />;
}

export const getServerSideProps = contentPageProps('terms');
