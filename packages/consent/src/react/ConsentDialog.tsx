import { Button, Dialog, Modal, Tab, TabList, TabPanel, Tabs } from '@shop/ui';
import { useCallback, useRef, useState } from 'react';
import { initialSelection } from '../core/checkboxRules';
import type { ConsentSetting } from '../core/consentRecord';
import type { ConsentDialogTexts } from '../core/consentTexts';
import { ConsentNotes } from './ConsentNotes';
import { useConsent, useConsentBarTexts } from './ConsentProvider';
import { CookieInfo, type CookieInfoState } from './CookieInfo';
import { ProviderList } from './ProviderList';
import { useDeny } from './useDeny';
import './ConsentDialog.css';

export type ConsentDialogTab = 'agreement' | 'info';

export interface ConsentDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The cookie information HTML (the conditions endpoint's `content`); sanitised before it is shown. */
  loadInfo: () => Promise<string>;
  /** Shown in the info tab's error block (with a link to this address) when `loadInfo` fails. */
  contactEmail: string;
  /**
   * The dialog's texts (`dialogTexts` of `@shop/consent/texts/en/dialog`, `/cs/dialog`, `/sk/dialog`, or
   * your own); the category names and buttons come from the provider's bar texts.
   */
  texts: ConsentDialogTexts;
  defaultTab?: ConsentDialogTab;
}

/**
 * The detailed cookie settings: a modal dialog (focus trapped, Escape closes) with the
 * per-provider agreement form and the cookie information text. Saving closes it.
 */
export function ConsentDialog({ isOpen, onOpenChange, ...props }: ConsentDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="lg">
      <Dialog title={props.texts.title} closeLabel={props.texts.close} className="shop-ConsentDialog">
        {(close) => <ConsentDialogBody close={close} {...props} />}
      </Dialog>
    </Modal>
  );
}

type BodyProps = Omit<ConsentDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void };

function ConsentDialogBody({ close, loadInfo, contactEmail, texts, defaultTab = 'agreement' }: BodyProps) {
  const barTexts = useConsentBarTexts();
  const { snapshot, store } = useConsent();
  const deny = useDeny();
  const [selection, setSelection] = useState<ConsentSetting>(() =>
    initialSelection(snapshot.providers, snapshot.setting),
  );
  // Held here rather than in the tab panel, which unmounts when hidden: the text loads once per opening.
  const [info, setInfo] = useState<CookieInfoState>({ status: 'idle' });
  const loadInfoRef = useRef(loadInfo);
  loadInfoRef.current = loadInfo;
  const startInfoLoad = useCallback(() => {
    setInfo({ status: 'loading' });
    loadInfoRef.current().then(
      (html) => setInfo({ status: 'loaded', html }),
      () => setInfo({ status: 'failed' }),
    );
  }, []);

  function save(action: () => void) {
    action();
    close();
  }

  return (
    <>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label={texts.title}>
          <Tab id="agreement">{texts.tabs.agreement}</Tab>
          <Tab id="info">{texts.tabs.info}</Tab>
        </TabList>
        <TabPanel id="agreement">
          <ConsentNotes
            gpc={snapshot.gpc}
            newScripts={snapshot.newScripts}
            texts={{ globalPrivacyControl: barTexts.globalPrivacyControl, newScripts: texts.newScripts }}
          />
          <ProviderList
            providers={snapshot.providers}
            selection={selection}
            stored={snapshot.setting}
            gpc={snapshot.gpc}
            onChange={setSelection}
            texts={texts}
            categories={barTexts.categories}
          />
        </TabPanel>
        <TabPanel id="info">
          <CookieInfo
            state={info}
            onLoad={startInfoLoad}
            contactEmail={contactEmail}
            loadingLabel={texts.loading}
            texts={texts.infoError}
          />
        </TabPanel>
      </Tabs>
      <div className="shop-ConsentDialog-actions">
        <Button variant="secondary" onPress={() => save(() => store.acceptSelected(selection))}>
          {barTexts.choice.acceptSelected}
        </Button>
        <Button variant="secondary" onPress={() => save(deny)}>
          {barTexts.choice.onlyNecessary}
        </Button>
        <Button variant="red-cta" onPress={() => save(() => store.acceptAll())}>
          {barTexts.choice.acceptAll}
        </Button>
      </div>
    </>
  );
}
