import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button } from './Button';
import { renderWithI18n } from './test/renderWithI18n';

describe('Button', () => {
  it('is pressed with a click, Enter and Space', async () => {
    const onPress = vi.fn();
    renderWithI18n(<Button onPress={onPress}>Objednat</Button>);
    const button = page.getByRole('button', { name: 'Objednat' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    await expect.element(button).toHaveFocus();
  });

  it('applies the variant class', async () => {
    renderWithI18n(<Button variant="red-cta">Späť</Button>);
    await expect.element(page.getByRole('button', { name: 'Späť' })).toHaveClass('shop-Button--red-cta');
  });

  it('ignores presses while disabled', async () => {
    const onPress = vi.fn();
    renderWithI18n(
      <Button isDisabled onPress={onPress}>
        Odeslat
      </Button>,
    );
    const button = page.getByRole('button', { name: 'Odeslat' });
    await expect.element(button).toBeDisabled();
    await userEvent.click(button, { force: true });
    expect(onPress).not.toHaveBeenCalled();
  });

  it('shows a spinner and ignores presses while pending, keeping focus', async () => {
    const onPress = vi.fn();
    const { rerender } = renderWithI18n(<Button onPress={onPress}>Odeslat</Button>);
    const button = page.getByRole('button', { name: /Odeslat/ });
    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <Button onPress={onPress} isPending>
        Odeslat
      </Button>,
    );
    await expect.element(page.getByRole('progressbar', { name: 'Načítá se…' })).toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('names a pending icon button with its label and the busy spinner', async () => {
    renderWithI18n(
      <Button aria-label="Zavřít" isPending>
        ×
      </Button>,
    );
    const spinner = page.getByRole('progressbar', { name: 'Načítá se…' });
    await expect.element(spinner).toBeInTheDocument();
    const button = page.getByRole('button').element();
    expect(button.getAttribute('aria-labelledby')?.split(' ')).toEqual([button.id, spinner.element().id]);
  });
});
