import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

export default function AboutPage({ content }: { content: PageContent }) {
  return <ContentPage path="/about" content={content} />;
}

export const getServerSideProps = contentPageProps('about');
