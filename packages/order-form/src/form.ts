export { checkEmail, type EmailResult } from './core/emailAddress';
export {
  changeValue,
  checkField,
  createFormController,
  type FieldCheck,
  type FormController,
  type FormControllerOptions,
  type FormErrors,
  type FormFields,
  type FormSnapshot,
  type SubmitCheck,
  showErrors,
  withFieldIssue,
} from './core/formController';
export { type PhonePrefix, parsePhone } from './core/phoneNumber';
