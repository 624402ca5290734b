import { Container } from '@mantine/core';
import { useLanguage } from '@/components/language-context.ts';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import { contentIn } from '@/lib/languages/site-content.ts';
import { ContactForm } from '@/features/contact/ContactForm.tsx';
import { ContactInfo } from './ContactInfo.tsx';
import classes from './Contact.module.css';

export function Contact() {
  const language = useLanguage();
  const { pageText } = contentIn(language);
  return (
    <section id="contact" aria-labelledby="contact-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="contact-title" title={pageText.contact.title} subtitle={pageText.contact.subtitle} />
        <div className={classes.layout}>
          <ContactInfo language={language} />
          <ContactForm />
        </div>
      </Container>
    </section>
  );
}
