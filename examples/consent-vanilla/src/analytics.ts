// Stand-ins for a statistics tool's loader: the page marks what the consent store asked for, so the
// example shows the tool hooks running without loading a third-party script.
export function loadAnalytics(): void {
  document.documentElement.dataset.analytics = 'on';
}

export function stopAnalytics(): void {
  document.documentElement.dataset.analytics = 'off';
}
