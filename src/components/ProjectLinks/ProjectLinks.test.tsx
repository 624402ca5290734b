// @vitest-environment jsdom
import { render, screen, within } from '@/test-utils/index.ts';
import { describe, expect, it } from 'vitest';
import { ProjectLinks } from './ProjectLinks.tsx';

const TITLE = 'A sample project';

function renderLinks(links: Parameters<typeof ProjectLinks>[0]['links']) {
  return render(<ProjectLinks title={TITLE} links={links} language="en" />);
}

describe('ProjectLinks', () => {
  it('shows a button per link given, in the order code, demo, write-up, each opening a new tab', () => {
    renderLinks({ writeUp: 'https://example.org/report.pdf', code: 'https://example.org/code' });
    const list = screen.getByRole('list', { name: `Links for ${TITLE}` });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Code', 'Write-up']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.org/code', 'https://example.org/report.pdf']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([`Code: ${TITLE} (opens in a new tab)`, `Write-up: ${TITLE} (opens in a new tab)`]);
    for (const link of links) {
      expect(link.getAttribute('aria-label')).toContain(TITLE);
    }
  });

  it('renders nothing for a project without links', () => {
    const { container } = renderLinks(undefined);
    expect(container.querySelector('ul')).toBeNull();
    renderLinks({});
    expect(screen.queryByRole('list')).toBeNull();
  });
});
