import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { pageText } from '@/content/page-text';
import { ContactForm } from '@/features/contact/ContactForm';
import { ContactInfo } from './ContactInfo';
import classes from './Contact.module.css';

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="contact-title" title={pageText.contact.title} subtitle={pageText.contact.subtitle} />
        <div className={classes.layout}>
          <ContactInfo />
          <ContactForm />
        </div>
      </Container>
    </section>
  );
}
