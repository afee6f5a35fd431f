// The order flow as a shopper on a phone goes through it: the first field tapped the moment it is
// painted, every field typed key by key, shipping and payment tapped, a step back and forward
// again, the terms ticked and the order sent. Controls are found by role and accessible name (the
// catalog's labels), never by layout, so the flow outlives changes to the form's markup.
import { DELIVERY_FIELDS } from './orderFlowTexts.mjs';

/** A person's pace: about 12 keys a second. */
export const KEY_DELAY_MS = 80;
/** The pause before the next control, long enough for the last input's frame to be painted. */
const BETWEEN_STEPS_MS = 400;
const STEP_TIMEOUT_MS = 60_000;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's clock in ms since the epoch, which records of every document of the visit share. */
const pageNow = (page) => page.evaluate(() => performance.timeOrigin + performance.now());

/**
 * Runs in the page: once it has painted content and the field labelled `label` is there, waits two
 * frames (the first runs before the frame that shows it), brings it on screen and hands its centre
 * to the bench, which taps it at once through the DevTools protocol.
 */
function tapFieldWhenPainted(label) {
  if (window !== window.top) return;
  const marks = { painted: 0, tapped: 0 };
  window.__shopBenchTapMarks = marks;
  let contentPainted = false;
  let armed = false;
  // No layout is read until the field is there: a forced layout per mutation would slow the load.
  // The label's name as a screen reader reads it: without the required mark, which is aria-hidden.
  const nameOf = (node) =>
    [...node.childNodes]
      .map((child) => {
        if (child.nodeType === Node.TEXT_NODE) return child.textContent;
        return child.getAttribute?.('aria-hidden') === 'true' ? '' : nameOf(child);
      })
      .join('');
  const fieldOf = () => {
    const element = [...document.querySelectorAll('label')].find(
      (candidate) => nameOf(candidate).trim() === label,
    );
    return element?.control ?? (element?.htmlFor ? document.getElementById(element.htmlFor) : null);
  };
  const tapOnScreen = () => {
    const field = fieldOf();
    if (!field?.getBoundingClientRect().height) {
      requestAnimationFrame(tapOnScreen);
      return;
    }
    requestAnimationFrame(() => {
      marks.painted = performance.now();
      field.scrollIntoView({ block: 'center' });
      const box = field.getBoundingClientRect();
      window.__shopBenchTapAt(box.x + box.width / 2, box.y + box.height / 2);
    });
  };
  const tapWhenBoth = () => {
    if (armed || !contentPainted || !fieldOf()) return armed;
    armed = true;
    requestAnimationFrame(tapOnScreen);
    return true;
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    contentPainted = true;
    tapWhenBoth();
  }).observe({ type: 'paint', buffered: true });
  new MutationObserver((_, observer) => {
    if (tapWhenBoth()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  window.addEventListener(
    'pointerdown',
    (event) => {
      marks.tapped ||= event.timeStamp;
    },
    true,
  );
}

/**
 * Arms the first tap before navigation: resolves, once the field labelled `label` was painted and
 * tapped, with how long after its paint the tap came (page clock, ms).
 */
async function armTapAtFirstPaint(page, cdp, label) {
  let tapped;
  const done = new Promise((resolve) => {
    tapped = resolve;
  });
  // Straight through the DevTools protocol: Playwright's tap first checks the element from the
  // page, which a busy main thread answers only much later.
  await page.exposeFunction('__shopBenchTapAt', async (x, y) => {
    const point = { x, y };
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    tapped();
  });
  await page.addInitScript(tapFieldWhenPainted, label);
  return async () => {
    let timer;
    const timedOut = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${label} was not painted within ${STEP_TIMEOUT_MS} ms`)),
        STEP_TIMEOUT_MS,
      );
    });
    await Promise.race([done, timedOut]).finally(() => clearTimeout(timer));
    const marks = await page.waitForFunction(
      () => window.__shopBenchTapMarks?.tapped && window.__shopBenchTapMarks,
      null,
      {
        timeout: STEP_TIMEOUT_MS,
      },
    );
    const { painted, tapped: at } = await marks.jsonValue();
    return { tapAfterPaintMs: Math.max(0, Math.round(at - painted)) };
  };
}

function textbox(page, label) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** Where a finger lands on a radio or checkbox: its label when the input sits inside one. */
async function tapChoice(control) {
  const label = control.locator('xpath=ancestor::label[1]');
  await ((await label.count()) > 0 ? label : control).tap();
}

async function expectHeading(page, name) {
  await page
    .getByRole('heading', { level: 2, name, exact: true })
    .waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS });
}

/**
 * Waits until the form's script holds what was typed: a draft of it is in session storage from
 * the form's first change after hydration. A continue tapped before would be a plain HTML submit.
 */
async function waitForFormState(page, value) {
  await page
    .waitForFunction(
      (expected) =>
        Object.keys(sessionStorage)
          .filter((key) => key.startsWith('shop:order-form-draft'))
          .some((key) => sessionStorage.getItem(key)?.includes(expected)),
      JSON.stringify(value),
      { timeout: STEP_TIMEOUT_MS, polling: 250 },
    )
    .catch(() => {});
}

/**
 * Goes through the order flow on `url` in `page` (throttled and recording already). `texts` from
 * `orderFlowTexts`, `person` from `orderFlowPerson`. Resolves with the flow's steps in order, each
 * with its label, kind, number of inputs (taps and keys) and the page-clock time it started at,
 * and the first tap's delay after the field was painted.
 */
export async function runOrderFlow({ page, cdp, url, texts, person }) {
  const steps = [];
  const step = async (label, kind, inputs, action, startedAt) => {
    steps.push({ label, kind, inputs, from: startedAt ?? (await pageNow(page)) });
    await action();
    await page.waitForTimeout(BETWEEN_STEPS_MS);
  };
  const { fields, buttons, headings } = texts;

  const firstTap = await armTapAtFirstPaint(page, cdp, fields.firstName);
  let earlyTap;
  await step(
    `${fields.firstName} (tapped at first paint)`,
    'field',
    1 + person.firstName.length,
    async () => {
      await page.goto(url, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
      earlyTap = await firstTap();
      await page.keyboard.type(person.firstName, { delay: KEY_DELAY_MS });
    },
    0,
  );

  for (const key of DELIVERY_FIELDS.slice(1)) {
    const field = textbox(page, fields[key]);
    if ((await field.count()) === 0) continue;
    await step(fields[key], 'field', 1 + person[key].length, async () => {
      await field.tap();
      await page.keyboard.type(person[key], { delay: KEY_DELAY_MS });
    });
  }
  await waitForFormState(page, person.birthDate);

  const toDelivery = page.getByRole('button', { name: buttons.toDelivery, exact: true });
  await step(buttons.toDelivery, 'step', 1, async () => {
    await toDelivery.tap();
    await expectHeading(page, headings.shippingPayment);
  });
  const choose = async (group, name) => {
    const radio = page
      .getByRole('radiogroup', { name: group, exact: true })
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(name)}`) });
    await step(name, 'choice', 1, async () => {
      await tapChoice(radio);
      await radio.waitFor({ state: 'attached' });
      await page.waitForFunction((element) => element.checked, await radio.elementHandle(), {
        timeout: STEP_TIMEOUT_MS,
      });
    });
  };
  await choose(fields.shippingMethod, texts.shipping);
  await choose(fields.paymentMethod, texts.payment);
  await step(buttons.back, 'step', 1, async () => {
    await page.getByRole('button', { name: buttons.back, exact: true }).tap();
    await expectHeading(page, headings.delivery);
  });
  await step(`${buttons.toDelivery} (again)`, 'step', 1, async () => {
    await toDelivery.tap();
    await expectHeading(page, headings.shippingPayment);
  });
  await step(buttons.toSummary, 'step', 1, async () => {
    await page.getByRole('button', { name: buttons.toSummary, exact: true }).tap();
    await expectHeading(page, headings.summary);
  });
  const agreement = page.getByRole('checkbox', { name: fields.agreement });
  await step(fields.agreement, 'choice', 1, async () => {
    await tapChoice(agreement);
    await page.waitForFunction(
      (element) => element.checked || element.getAttribute('aria-checked') === 'true',
      await agreement.elementHandle(),
      { timeout: STEP_TIMEOUT_MS },
    );
  });
  const before = new URL(page.url()).pathname;
  await step(buttons.submit, 'step', 1, async () => {
    await page.getByRole('button', { name: buttons.submit, exact: true }).tap();
    await page.waitForURL((address) => address.pathname !== before, { timeout: STEP_TIMEOUT_MS });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  });
  return { steps, earlyTap };
}
