import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner';

const meta = { title: 'UI/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultCzech: Story = { globals: { locale: 'cs' } };

export const DefaultSlovak: Story = { globals: { locale: 'sk' } };

export const CustomLabel: Story = { args: { label: 'Načítám výdejní místa' }, globals: { locale: 'cs' } };
