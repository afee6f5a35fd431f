import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { renderWithI18n } from './test/renderWithI18n';

describe('Tabs', () => {
  it('switches panels with a click and with the arrow keys', async () => {
    renderWithI18n(
      <Tabs>
        <TabList aria-label="Nastavení cookies">
          <Tab id="agreement">Souhlas</Tab>
          <Tab id="info">Informace</Tab>
        </TabList>
        <TabPanel id="agreement">Formulář souhlasu</TabPanel>
        <TabPanel id="info">Informace o cookies</TabPanel>
      </Tabs>,
    );
    await expect.element(page.getByRole('tablist', { name: 'Nastavení cookies' })).toBeVisible();
    await expect
      .element(page.getByRole('tabpanel', { name: 'Souhlas' }))
      .toHaveTextContent('Formulář souhlasu');
    await userEvent.click(page.getByRole('tab', { name: 'Informace' }));
    await expect
      .element(page.getByRole('tab', { name: 'Informace' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('tabpanel', { name: 'Informace' }))
      .toHaveTextContent('Informace o cookies');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Souhlas' })).toHaveFocus();
    await expect.element(page.getByRole('tabpanel', { name: 'Souhlas' })).toBeVisible();
  });
});
