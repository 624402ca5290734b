import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { ContactForm } from '@/features/contact/ContactForm';
import { ContactInfo } from './ContactInfo';
import classes from './Contact.module.css';

export function Contact() {
  return (
    <section id="contact" aria-labelledby="contact-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="contact-title" title="Get In Touch" subtitle="Questions, opportunities or a good dad joke: I read every message." />
        <div className={classes.layout}>
          <ContactInfo />
          <ContactForm />
        </div>
      </Container>
    </section>
  );
}
