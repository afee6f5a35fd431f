import { Button } from '@shop/ui';
import {
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { publishBarSize } from '../core/barSize';
import { categorySelection } from '../core/checkboxRules';
import type { CategoryChoice } from '../core/consentChoice';
import { CategoryCheckboxes } from './CategoryCheckboxes';
import { useConsent, useConsentBarTexts, useConsentSnapshot } from './ConsentProvider';
import { useDeny } from './useDeny';
import { useFocusAfterBar } from './useFocusAfterBar';
import '../bar.css';

const subscribeNever = () => () => {};

/** True while rendering on the server and hydrating that HTML; false in every later render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** Publishes the bar's height on `<html>` while it is mounted. */
function usePublishedBlockSize(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    return publishBarSize(element);
  }, [ref]);
}

export interface ConsentBarProps {
  /** Opens the detailed settings (`ConsentDialog`). */
  onOpenDetails: () => void;
  className?: string;
}

/**
 * Each button names its choice in `data-consent-action` (`deny`, `settings`, `accept-all`,
 * `accept-selected`, `only-necessary`, `details`), so a page can act on a tap made before the bar's
 * code has run (hide the bar at once, replay the tap later) and tests can find them by what they do.
 *
 * The consent bar: a non-modal region fixed to the bottom of the viewport, shown while the
 * store asks for a choice. It overlays the page, so showing or hiding it shifts no layout, and it
 * renders from the snapshot alone, so the server puts it in the first HTML.
 */
export function ConsentBar(props: ConsentBarProps) {
  const open = useConsentSnapshot((snapshot) => snapshot.dialogOpen);
  useFocusAfterBar(open);
  // Mounted only while open, so a reopened bar starts again without settings mode.
  return open ? <ConsentBarContent {...props} /> : null;
}

function ConsentBarContent({ onOpenDetails, className }: ConsentBarProps) {
  const texts = useConsentBarTexts();
  const { snapshot, store } = useConsent();
  const deny = useDeny();
  const [chosen, setChosen] = useState<CategoryChoice | null>(null);
  const categoriesRef = useRef<HTMLFieldSetElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const hydrating = useIsHydrating();
  const settingsMode = chosen !== null;
  usePublishedBlockSize(barRef);

  const enteredSettings = useRef(false);
  useEffect(() => {
    // The Settings button is gone in settings mode; focus goes to the first box the visitor can change.
    if (settingsMode) categoriesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    // Back from settings (Escape), focus returns to the Settings button.
    else if (enteredSettings.current)
      barRef.current?.querySelector<HTMLElement>('[data-consent-action="settings"]')?.focus();
    enteredSettings.current = settingsMode;
  }, [settingsMode]);

  function leaveSettingsOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !settingsMode) return;
    event.preventDefault();
    setChosen(null);
  }

  function acceptSelected(categories: CategoryChoice) {
    // With the list known the choice keeps the stored consent of the categories left alone, script
    // by script; before it, only the categories are known, and the store expands them later.
    if (snapshot.providers.length > 0) {
      store.acceptSelected(categorySelection(snapshot.providers, snapshot.setting, categories));
    } else {
      store.acceptCategories(categories);
    }
  }

  return (
    <section
      ref={barRef}
      aria-label={texts.label}
      onKeyDown={leaveSettingsOnEscape}
      data-hydrating={hydrating ? '' : undefined}
      className={className ? `shop-ConsentBar ${className}` : 'shop-ConsentBar'}
    >
      <div className="shop-ConsentBar-inner">
        <p className="shop-ConsentBar-intro">{texts.intro}</p>
        {chosen ? (
          <>
            <CategoryCheckboxes
              groupRef={categoriesRef}
              providers={snapshot.providers}
              chosen={chosen}
              stored={snapshot.setting}
              gpc={snapshot.gpc}
              onChange={setChosen}
            />
            <div className="shop-ConsentBar-actions">
              <Button
                variant="secondary"
                data-consent-action="accept-selected"
                onPress={() => acceptSelected(chosen)}
              >
                {texts.choice.acceptSelected}
              </Button>
              <Button variant="secondary" data-consent-action="only-necessary" onPress={deny}>
                {texts.choice.onlyNecessary}
              </Button>
              <Button variant="secondary" data-consent-action="details" onPress={onOpenDetails}>
                {texts.choice.detailedSettings}
              </Button>
              <Button variant="red-cta" data-consent-action="accept-all" onPress={() => store.acceptAll()}>
                {texts.choice.acceptAll}
              </Button>
            </div>
          </>
        ) : (
          <div className="shop-ConsentBar-actions">
            <Button variant="secondary" data-consent-action="deny" onPress={deny}>
              {texts.deny}
            </Button>
            <Button variant="secondary" data-consent-action="settings" onPress={() => setChosen({})}>
              {texts.settings}
            </Button>
            <Button variant="red-cta" data-consent-action="accept-all" onPress={() => store.acceptAll()}>
              {texts.acceptAll}
            </Button>
          </div>
        )}
      </div>
      {/* Last in the bar's HTML: the stylesheet shows the bar only once the parser has reached it. */}
      <span className="shop-ConsentBar-end" hidden />
    </section>
  );
}
