import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

export default function PrivacyPage({ content }: { content: PageContent }) {
  return <ContentPage path="/privacy" content={content} />;
}

export const getServerSideProps = contentPageProps('privacy');
