import { useI18n } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useEffect, useRef, useState } from 'react';
import { initialSelection } from '../core/checkboxRules';
import type { ConsentSetting } from '../core/consentRecord';
import { CategoryCheckboxes } from './CategoryCheckboxes';
import { useConsent, useConsentSnapshot } from './ConsentProvider';
import { useOptionalToasts } from './useOptionalToasts';
import './ConsentBar.css';

export interface ConsentBarProps {
  /** Opens the detailed settings (`ConsentDialog`). */
  onOpenDetails: () => void;
  className?: string;
}

/**
 * The consent bar of SPEC §2: a non-modal region fixed to the bottom of the viewport, shown while the
 * store asks for a choice. It overlays the page, so showing or hiding it shifts no layout, and it
 * renders from the snapshot alone, so the server puts it in the first HTML.
 */
export function ConsentBar(props: ConsentBarProps) {
  const open = useConsentSnapshot((snapshot) => snapshot.dialogOpen);
  // Mounted only while open, so a reopened bar starts again without settings mode.
  return open ? <ConsentBarContent {...props} /> : null;
}

function ConsentBarContent({ onOpenDetails, className }: ConsentBarProps) {
  const { messages } = useI18n();
  const { snapshot, store } = useConsent();
  const toasts = useOptionalToasts();
  const [selection, setSelection] = useState<ConsentSetting | null>(null);
  const categoriesRef = useRef<HTMLFieldSetElement>(null);
  const settingsMode = selection !== null;

  useEffect(() => {
    // The Settings button is gone in settings mode; focus goes to the first box the visitor can change.
    if (settingsMode) categoriesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
  }, [settingsMode]);

  const texts = messages.cookies;

  function deny() {
    const result = store.deny();
    toasts?.add({ type: 'success', message: texts[result.toast] });
  }

  return (
    <section
      aria-label={texts.bar.label}
      className={className ? `shop-ConsentBar ${className}` : 'shop-ConsentBar'}
    >
      <div className="shop-ConsentBar-inner">
        <p className="shop-ConsentBar-intro">{texts.bar.intro}</p>
        {selection ? (
          <>
            <CategoryCheckboxes
              groupRef={categoriesRef}
              providers={snapshot.providers}
              selection={selection}
              stored={snapshot.setting}
              gpc={snapshot.gpc}
              onChange={setSelection}
            />
            <div className="shop-ConsentBar-actions">
              <Button variant="secondary" onPress={() => store.acceptSelected(selection)}>
                {texts.dialog.acceptSelected}
              </Button>
              <Button variant="secondary" onPress={() => store.acceptSelected({})}>
                {texts.dialog.onlyNecessary}
              </Button>
              <Button variant="secondary" onPress={onOpenDetails}>
                {texts.dialog.detailedSettings}
              </Button>
              <Button variant="red-cta" onPress={() => store.acceptAll()}>
                {texts.dialog.acceptAll}
              </Button>
            </div>
          </>
        ) : (
          <div className="shop-ConsentBar-actions">
            <Button variant="secondary" onPress={deny}>
              {texts.bar.deny}
            </Button>
            <Button
              variant="secondary"
              onPress={() => setSelection(initialSelection(snapshot.providers, snapshot.setting))}
            >
              {texts.bar.settings}
            </Button>
            <Button variant="red-cta" onPress={() => store.acceptAll()}>
              {texts.bar.acceptAll}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
