import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowDown, IconMail } from '@tabler/icons-react';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { inlinePortrait } from './inline-portrait.ts';
import { TypedName } from './TypedName.tsx';
import classes from './Hero.module.css';

export function Hero({ language }: { language: LanguageCode }) {
  const { profile } = contentIn(language);
  const { hero } = wordsIn(language);
  return (
    <section id="home" aria-labelledby="hero-title" className={classes.hero}>
      <Container size="lg" className={classes.inner}>
        <div className={classes.text}>
          <Text className={classes.greeting}>{profile.greeting}</Text>
          <Title order={1} id="hero-title" className={classes.name}>
            <TypedName name={profile.name} />
          </Title>
          <Text className={classes.tagline}>{profile.tagline}</Text>
          <Text c="dimmed" className={classes.summary}>
            {profile.summary}
          </Text>
          <Group gap="sm" mt="xl" className={classes.actions}>
            <Button component="a" href="#projects" size="md" radius="xl">
              {hero.viewWork}
            </Button>
            <Button
              component="a"
              href="#contact"
              size="md"
              radius="xl"
              variant="outline"
              leftSection={<IconMail size={18} aria-hidden />}
            >
              {hero.contactMe}
            </Button>
          </Group>
        </div>
        <div className={classes.portraitFrame}>
          <ResponsiveImage
            image={profile.portrait}
            alt={profile.portraitAlt}
            sizes="(min-width: 62em) 420px, (min-width: 48em) 360px, 260px"
            priority
            inlineAvif={inlinePortrait(profile.portrait)}
            className={classes.portrait}
          />
        </div>
      </Container>
      <a href="#projects" className={classes.scrollCue} aria-label={hero.scrollToProjects}>
        <IconArrowDown size={26} aria-hidden />
      </a>
    </section>
  );
}
