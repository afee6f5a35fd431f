import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'UI/Link',
  component: Link,
  args: { href: '/recenze', children: 'Recenze zákazníků' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'primary', 'secondary', 'red-cta'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = { globals: { locale: 'cs' } };

export const InSentence: Story = {
  render: (args) => (
    <p>
      Viac o spracovaní nájdete na stránke <Link {...args} />.
    </p>
  ),
  args: { href: '/cookies-osobne-udaje', children: 'Cookies a osobné údaje' },
  globals: { locale: 'sk' },
};

export const RedCtaLink: Story = {
  args: { href: '/', variant: 'red-cta', children: 'SPÄŤ K OBJEDNÁVKE' },
  globals: { locale: 'sk' },
};

export const Disabled: Story = { args: { isDisabled: true } };
