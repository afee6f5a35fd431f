import { render } from '@testing-library/react';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Modal } from './Modal';
import { renderWithI18n } from './test/renderWithI18n';

function Example() {
  return (
    <DialogTrigger>
      <Button>Obchodní podmínky</Button>
      <Modal>
        <Dialog title="Podmínky">
          {(close) => (
            <>
              <p>Text podmínek.</p>
              <Button onPress={close}>Rozumím</Button>
            </>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Dialog in a Modal', () => {
  it('opens labelled by its title with focus inside, and Escape closes it back to the trigger', async () => {
    renderWithI18n(<Example />);
    const trigger = page.getByRole('button', { name: 'Obchodní podmínky' });
    await userEvent.click(trigger);
    const dialog = page.getByRole('dialog', { name: 'Podmínky' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithI18n(<Example />);
    await userEvent.click(page.getByRole('button', { name: 'Obchodní podmínky' }));
    const close = page.getByRole('button', { name: 'Zavřít' });
    const ok = page.getByRole('button', { name: 'Rozumím' });
    await userEvent.tab();
    await expect.element(close).toHaveFocus();
    await userEvent.tab();
    await expect.element(ok).toHaveFocus();
    await userEvent.tab();
    await expect.element(close).toHaveFocus();
  });

  it('closes with the close button and with an action that calls close', async () => {
    renderWithI18n(<Example />);
    await userEvent.click(page.getByRole('button', { name: 'Obchodní podmínky' }));
    await userEvent.click(page.getByRole('button', { name: 'Zavřít' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Obchodní podmínky' }));
    await userEvent.click(page.getByRole('button', { name: 'Rozumím' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the close button in Slovak on the Slovak site', async () => {
    renderWithI18n(
      <Modal isOpen>
        <Dialog title="Podmienky">Text</Dialog>
      </Modal>,
      'sk',
    );
    await expect.element(page.getByRole('button', { name: 'Zavrieť' })).toBeVisible();
  });

  it('names the close button by closeLabel, on a page without the shop’s catalogs', async () => {
    render(
      <DialogTrigger>
        <Button>Regulamin</Button>
        <Modal>
          <Dialog title="Warunki" closeLabel="Zamknij">
            Tekst
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Regulamin' }));
    await expect.element(page.getByRole('dialog', { name: 'Warunki' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Zamknij' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
