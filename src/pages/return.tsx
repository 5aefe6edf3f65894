import { ContentPage } from '@/components/content/content-page';
import type { PageContent } from '@/content';
import { contentPageProps } from '@/content/server';

export default function ReturnPolicyPage({ content }: { content: PageContent }) {
  return <ContentPage path="/return" content={content} />;
}

export const getServerSideProps = contentPageProps('return');
