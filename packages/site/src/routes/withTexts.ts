/**
 * A route component's import that resolves once its texts have loaded too (a lazy namespace), so
 * the page never renders, nor hydrates, before its words are there.
 */
export function withTexts<Module>(
  importModule: () => Promise<Module>,
  loadTexts: () => Promise<unknown>,
): () => Promise<Module> {
  return () => Promise.all([importModule(), loadTexts()]).then(([module]) => module);
}
