import { Anchor, SimpleGrid, Text, Title } from '@mantine/core';
import { IconBrandGithub } from '@tabler/icons-react';
import { OutsideLinksNote } from '@/components/OutsideLinksNote/OutsideLinksNote.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Repository } from '@/lib/outside-data/outside-data.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { RepositoryCard } from './RepositoryCard.tsx';

interface RepositoriesProps {
  language: LanguageCode;
  /** The owner's most recently pushed repositories (the build fetched them: scripts/outside-data). */
  repositories: Repository[];
}

/**
 * The owner's public GitHub repositories, under the projects (App places it in their section):
 * where a recruiter looking at the work looks next. Names, descriptions and languages are
 * GitHub's, as the owner wrote them; the words around them are the dictionary's. No image comes
 * from GitHub. Its look is Mantine's: a page without it ships no more CSS.
 */
export function Repositories({ language, repositories }: RepositoriesProps) {
  const { repositories: words } = wordsIn(language);
  const { profile } = contentIn(language);
  return (
    <div role="region" aria-labelledby="repositories-title" style={{ marginTop: '4rem' }}>
      <Title order={3} id="repositories-title">
        {words.title}
      </Title>
      <Text c="dimmed" mt={4} mb="lg">
        {words.subtitle}
      </Text>
      <OutsideLinksNote language={language} />
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {repositories.map((repository) => (
          <li key={repository.url}>
            <RepositoryCard repository={repository} language={language} />
          </li>
        ))}
      </SimpleGrid>
      {profile.social.github && (
        <Anchor href={profile.social.github} display="inline-flex" mt="lg" style={{ alignItems: 'center', gap: '0.4rem' }}>
          <IconBrandGithub size={18} aria-hidden />
          {words.all}
        </Anchor>
      )}
    </div>
  );
}
