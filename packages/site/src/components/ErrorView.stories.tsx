import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '../stories/withRouter';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Site/ErrorView',
  component: ErrorPage,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { kind: 'not-found', path: '/stara-stranka' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFoundSlovak: Story = {
  globals: { locale: 'sk' },
};

export const NotFoundCzech: Story = { globals: { locale: 'cs' } };

export const ServerErrorSlovak: Story = {
  args: { kind: 'server-error' },
  globals: { locale: 'sk' },
};

export const ServerErrorCzech: Story = { args: { kind: 'server-error' }, globals: { locale: 'cs' } };
