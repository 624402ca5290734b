import { Anchor, Card, Text, Title } from '@mantine/core';
import type { LanguageCode } from '@/config/language-codes.ts';
import { languageTag } from '@/lib/languages/site-content.ts';
import type { WritingPost } from '@/lib/outside-data/outside-data.ts';
import { formatPostDate, langAttributeFor, postDay } from '@/lib/outside-data/post-date.ts';

/**
 * One post: its title linking to it, its date in the page's language, and its one-line summary.
 * Every text is the feed's, shown as text (React escapes it), never as HTML. A post in another
 * language than the page's, where the feed says so, carries its own `lang`.
 */
export function PostCard({ post, language }: { post: WritingPost; language: LanguageCode }) {
  const pageTag = languageTag(language);
  const lang = langAttributeFor(post.language, pageTag);
  return (
    <Card component="article" withBorder radius="lg" padding="lg" h="100%">
      <Title order={3} fz="lg" lang={lang}>
        <Anchor href={post.url} inherit>
          {post.title}
        </Anchor>
      </Title>
      <Text component="time" dateTime={postDay(post.published)} size="sm" c="dimmed" mt={4}>
        {formatPostDate(post.published, pageTag)}
      </Text>
      {post.summary && (
        <Text size="sm" mt="xs" lang={lang}>
          {post.summary}
        </Text>
      )}
    </Card>
  );
}
