import { describe, expect, it } from 'vitest';
import { profile } from '@/content/profile.ts';
import { mailtoHref } from './mailto.ts';

const message = { name: 'Jordan Recruiter', email: 'jordan@example.com', subject: 'Summer internship & more?', message: 'Hi,\nCan we talk? 100% ✓\r\nThanks' };

describe('mailtoHref', () => {
  it("addresses the owner (from the content module) with the visitor's subject and message", () => {
    const href = mailtoHref(profile.email, message);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(profile.email);
    expect(url.searchParams.get('subject')).toBe('Summer internship & more?');
    expect(url.searchParams.get('body')).toBe('Hi,\r\nCan we talk? 100% ✓\r\nThanks\r\n\r\nJordan Recruiter <jordan@example.com>');
  });

  it('encodes every character that would end a field or the link (&, ?, #, %, =, +, line breaks)', () => {
    const href = mailtoHref('owner@example.org', { ...message, subject: 'a&b=c?d#e%f+g', message: 'x&body=forged\nline' });
    expect(href).toBe(
      'mailto:owner@example.org?subject=a%26b%3Dc%3Fd%23e%25f%2Bg&body=x%26body%3Dforged%0D%0Aline%0D%0A%0D%0AJordan%20Recruiter%20%3Cjordan%40example.com%3E',
    );
    expect(new URL(href).searchParams.getAll('body')).toHaveLength(1);
  });
});
