import { createIssueCollector, type StepResult } from './issues';

export interface TermsValues {
  agreement?: boolean;
}

export interface TermsData {
  agreement: true;
}

export function checkTerms(values: TermsValues): StepResult<TermsData> {
  const issues = createIssueCollector();
  if (values.agreement !== true) issues.add('agreement', 'terms.required');
  return issues.result(() => ({ agreement: true }));
}
