import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { defaultSelectedKey: 'agreement' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Nastavení cookies">
        <Tab id="agreement">Souhlas</Tab>
        <Tab id="info">Informace</Tab>
      </TabList>
      <TabPanel id="agreement">Vyberte, které cookies smíme používat.</TabPanel>
      <TabPanel id="info">Informace o zpracování cookies.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Czech: Story = { globals: { locale: 'cs' } };

export const SecondSelected: Story = { args: { defaultSelectedKey: 'info' } };

export const Slovak: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Nastavenia cookies">
        <Tab id="agreement">Súhlas</Tab>
        <Tab id="info">Informácie</Tab>
      </TabList>
      <TabPanel id="agreement">Vyberte, ktoré cookies smieme používať.</TabPanel>
      <TabPanel id="info">Informácie o spracovaní cookies.</TabPanel>
    </Tabs>
  ),
  globals: { locale: 'sk' },
};
