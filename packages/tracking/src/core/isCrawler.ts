/**
 * Agents that are not shoppers: generic bot/crawler/spider tokens, search engines,
 * AI crawlers, headless and prerendering browsers, and link-preview fetchers.
 */
const crawlerPattern = new RegExp(
  [
    'bot\\b',
    'bot[/_-]',
    'crawl',
    'spider',
    'slurp',
    'googlebot',
    'google-inspectiontool',
    'storebot-google',
    'adsbot',
    'mediapartners-google',
    'bingbot',
    'preview',
    'seznam',
    'yandex',
    'duckduck',
    'baiduspider',
    'applebot',
    'gptbot',
    'chatgpt-user',
    'oai-searchbot',
    'claudebot',
    'claude-web',
    'anthropic-ai',
    'perplexitybot',
    'ccbot',
    'bytespider',
    'headlesschrome',
    'headless',
    'phantomjs',
    'prerender',
    'facebookexternalhit',
    'facebookcatalog',
    'slackbot',
    'whatsapp',
    'twitterbot',
    'linkedinbot',
    'telegrambot',
    'discordbot',
    'embedly',
  ].join('|'),
  'i',
);

/** Phone brands whose model names end in "bot" and would otherwise read as crawlers. */
const falsePositives = /cubot/i;

/** True for search engines, AI crawlers, headless browsers, prerenderers and link previews. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent?.trim()) return true;
  const withoutFalsePositives = userAgent.replace(falsePositives, '');
  return crawlerPattern.test(withoutFalsePositives);
}
