import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PageSteps } from './PageSteps';
import './Order.css';

describe('PageSteps', () => {
  it('lines its heading up with the page text and indents only the numbered list', async () => {
    render(<PageSteps title="Čo bude nasledovať" steps={['Pripravíme zásielku.', 'Doručíme ju.']} />);
    const section = page.getByRole('region', { name: 'Čo bude nasledovať' }).element();
    const heading = page.getByRole('heading', { name: 'Čo bude nasledovať' }).element();
    const list = page.getByRole('list').element();
    // Where the heading's text starts, padding included.
    const range = document.createRange();
    range.selectNodeContents(heading);
    expect(range.getBoundingClientRect().left).toBe(section.getBoundingClientRect().left);
    expect(Number.parseFloat(getComputedStyle(list).paddingInlineStart)).toBeGreaterThan(0);
  });
});
