import { Container, SimpleGrid } from '@mantine/core';
import { OutsideLinksNote } from '@/components/OutsideLinksNote/OutsideLinksNote.tsx';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { WritingPost } from '@/lib/outside-data/outside-data.ts';
import { PostCard } from './PostCard.tsx';

interface WritingProps {
  language: LanguageCode;
  /** The newest posts of the owner's feed, newest first (the build fetched them: scripts/outside-data). */
  posts: WritingPost[];
}

/**
 * The owner's newest posts, from the feed profile.ts names: their titles and summaries as the
 * owner wrote them, in every language; the section's own words are the dictionary's. It sits
 * right after the projects and shares their background, so a hairline sets it apart. Only its
 * markup is new: its look is Mantine's, so a page without it ships not one byte more CSS.
 */
export function Writing({ language, posts }: WritingProps) {
  const { writing } = wordsIn(language);
  return (
    <section id="writing" aria-labelledby="writing-title" style={{ paddingBlock: '5rem', borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <SectionTitle id="writing-title" title={writing.title} subtitle={writing.subtitle} />
        <OutsideLinksNote language={language} />
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.map((post) => (
            <li key={post.url}>
              <PostCard post={post} language={language} />
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
